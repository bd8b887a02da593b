/**
 * Food information of the demo shop (decision 012): origin, storage and allergens for everything;
 * ingredients and nutrition per 100 g for packaged food. Per-category defaults, per-product detail.
 * Fresh, loose produce and meat carry no ingredients or nutrition table, as on a shop's counter.
 */
import type { TAllergen, TFoodInformationSaved } from '@larder/contract/food';

/** Per 100 g: kJ, kcal, fat, saturates, carbohydrate, sugars, protein, salt (grams). */
type N = [number, number, number, number, number, number, number, number];
type Diet = 'vegan' | 'vegetarian' | null;

interface FoodSpec {
  /** A function of the product name for single-ingredient goods ("Cumin Seeds (Jeera)" -> "Cumin seeds"). */
  ingredients?: string | ((name: string) => string);
  contains?: TAllergen[];
  may?: TAllergen[];
  n?: N;
  diet?: Diet;
  origin?: string;
  storage?: string;
}

const UK = 'United Kingdom';
const INDIA = 'India';
const CHILLED = 'Keep refrigerated below 5°C. Use by the date on the pack.';
const MEAT = 'Keep refrigerated below 5°C; cook within two days of delivery or freeze on the day.';
const DRY = 'Store in a cool, dry place. Once opened, keep in an airtight container.';
const FROZEN = 'Keep frozen at -18°C or below. Do not refreeze once defrosted.';
const FRESH = 'Keep in a cool place; refrigerate once ripe.';
const SPICE = 'Store in an airtight jar away from light and heat.';

/** The pack's own words for a single-ingredient product: "Cumin Seeds (Jeera)" -> "Cumin seeds". */
const single = (name: string) => {
  const base = name
    .replace(/\s*\(.*?\)/g, '')
    .replace(/,.*$/, '')
    .replace(/\b(Organic|Frozen|Extra Long Grain|Whole|Dried|Split & Skinned)\b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
  return `${base.charAt(0).toUpperCase()}${base.slice(1).toLowerCase()} (100%)`;
};

export const categoryFood: Record<string, FoodSpec> = {
  meat: { contains: [], origin: UK, storage: MEAT, diet: null },
  'meat/mutton-and-goat': { contains: [], origin: 'Australia', storage: MEAT, diet: null },
  'fish-and-seafood/fresh-fish': { contains: ['fish'], origin: UK, storage: CHILLED, diet: null },
  'fish-and-seafood/prawns-and-shellfish': { contains: ['crustaceans'], origin: 'Vietnam', storage: CHILLED, diet: null },
  'fish-and-seafood/smoked': { contains: ['fish'], origin: UK, storage: CHILLED, diet: null },
  'marinated-and-ready-to-cook': { contains: [], origin: UK, storage: MEAT, diet: null },
  'fruit-and-veg': { contains: [], origin: UK, storage: FRESH, diet: 'vegan' },
  'dairy-and-eggs/milk-and-cream': { contains: ['milk'], origin: UK, storage: CHILLED, diet: 'vegetarian' },
  'dairy-and-eggs/cheese': { contains: ['milk'], origin: UK, storage: CHILLED, diet: 'vegetarian' },
  'dairy-and-eggs/eggs': {
    ingredients: 'Eggs',
    contains: ['eggs'],
    origin: UK,
    storage: 'Store in a cool, dry place, ideally refrigerated.',
    diet: 'vegetarian',
    n: [547, 131, 9, 2.5, 0, 0, 12.6, 0.3],
  },
  'dairy-and-eggs/yoghurt-and-butter': { contains: ['milk'], origin: UK, storage: CHILLED, diet: 'vegetarian' },
  'rice-flour-and-grains/rice': {
    ingredients: single,
    contains: [],
    origin: INDIA,
    storage: DRY,
    diet: 'vegan',
    n: [1485, 350, 0.9, 0.2, 78, 0.1, 8.5, 0.01],
  },
  'rice-flour-and-grains/flour-and-atta': { ingredients: single, contains: [], origin: UK, storage: DRY, diet: 'vegan' },
  'rice-flour-and-grains/lentils-and-pulses': {
    ingredients: single,
    contains: [],
    may: ['gluten'],
    origin: INDIA,
    storage: DRY,
    diet: 'vegan',
    n: [1445, 342, 1.5, 0.3, 50, 2.5, 23.5, 0.03],
  },
  'spices-and-masalas': {
    ingredients: single,
    contains: [],
    may: ['mustard', 'celery', 'peanuts'],
    origin: INDIA,
    storage: SPICE,
    diet: 'vegan',
    n: [1480, 355, 14, 1.2, 38, 3, 14, 0.1],
  },
  'frozen/frozen-meat': { contains: [], origin: UK, storage: FROZEN, diet: null },
  'frozen/frozen-veg': {
    ingredients: single,
    contains: [],
    origin: UK,
    storage: FROZEN,
    diet: 'vegan',
    n: [289, 69, 0.6, 0.1, 9, 3.5, 4, 0.02],
  },
  'frozen/ready-meals': { origin: UK, storage: FROZEN, diet: null },
  drinks: { origin: UK, storage: 'Store in a cool, dry place. Once opened, keep refrigerated and drink within three days.', diet: 'vegan' },
  'drinks/water': {
    ingredients: 'Natural spring water',
    contains: [],
    origin: UK,
    storage: DRY,
    diet: 'vegan',
    n: [0, 0, 0, 0, 0, 0, 0, 0.01],
  },
  bakery: {
    contains: ['gluten'],
    may: ['sesame', 'soya'],
    origin: UK,
    storage: 'Store in a cool, dry place. Suitable for freezing.',
    diet: 'vegan',
  },
  'store-cupboard': {
    origin: UK,
    storage: 'Store in a cool, dry place. Once opened, refrigerate and use within four weeks.',
    diet: 'vegan',
  },
  'store-cupboard/oils-and-ghee': {
    ingredients: single,
    contains: [],
    origin: UK,
    storage: DRY,
    diet: 'vegan',
    n: [3700, 900, 100, 11, 0, 0, 0, 0],
  },
  'snacks-and-sweets': { origin: UK, storage: DRY, diet: 'vegetarian' },
};

const MILK: TAllergen[] = ['milk'];

export const productFood: Record<string, FoodSpec> = {
  // Fish and seafood
  'Scottish Rope-Grown Mussels': { contains: ['molluscs'], origin: UK },
  'Squid Rings': { contains: ['molluscs'] },
  'Scallops, Roe Off': { contains: ['molluscs'], origin: UK },
  'White & Brown Crab Meat': { contains: ['crustaceans'], origin: UK, ingredients: 'Brown crab meat (Cancer pagurus) (crustacean)' },
  'Smoked Salmon Slices': { ingredients: 'Salmon (fish), salt, oak smoke', n: [759, 182, 10, 1.6, 0, 0, 23, 2.8] },
  'Peppered Smoked Mackerel Fillets': {
    ingredients: 'Mackerel (fish) (97%), salt, cracked black pepper',
    n: [1270, 306, 25, 5, 0.5, 0, 19, 2.3],
  },
  'Undyed Smoked Haddock Fillets': { ingredients: 'Haddock (fish), salt', n: [385, 91, 0.5, 0.1, 0, 0, 21, 1.4] },
  Kippers: { ingredients: 'Herring (fish), salt, smoke', n: [889, 214, 16, 3.2, 0, 0, 18, 1.7] },
  'Hot Smoked Salmon Flakes': { ingredients: 'Salmon (fish), salt, demerara sugar, oak smoke', n: [830, 199, 11, 2, 0.6, 0.6, 24, 2.2] },
  'Smoked Trout Slices': { ingredients: 'Trout (fish), salt, beech smoke', n: [636, 152, 7, 1.5, 0, 0, 22, 2.5] },
  // Marinated and ready to cook
  'Chicken Tikka, Boneless': {
    ingredients: 'Chicken breast (88%), yoghurt (milk), ginger, garlic, lemon juice, chilli, cumin, coriander, salt, paprika',
    contains: MILK,
    may: ['mustard'],
    n: [540, 128, 3.2, 1, 3, 1.8, 22, 1.1],
  },
  'Chicken Seekh Kebabs': {
    ingredients: 'Chicken (85%), onion, coriander leaf, green chilli, ginger, garlic, gram flour, salt, spices',
    contains: [],
    may: ['mustard', 'celery'],
    n: [690, 165, 8, 2.2, 5, 1.2, 18, 1.3],
  },
  'Lamb Seekh Kebabs': {
    ingredients: 'Lamb (85%), onion, coriander leaf, green chilli, ginger, garlic, salt, garam masala',
    contains: [],
    may: ['mustard'],
    n: [1070, 258, 19, 8.5, 4, 1.5, 18, 1.2],
  },
  'Lamb Shami Kebabs': {
    ingredients: 'Lamb (60%), chana dal, onion, egg, ginger, garlic, coriander leaf, salt, spices',
    contains: ['eggs'],
    n: [950, 228, 13, 5.5, 10, 1, 18, 1.1],
  },
  'Chicken Shish Kebabs': {
    ingredients: 'Chicken thigh (80%), red pepper, onion, rapeseed oil, garlic, paprika, salt, oregano',
    contains: [],
    n: [720, 172, 9, 2.3, 3, 2, 20, 1],
  },
  'Tandoori Chicken Legs': {
    ingredients: 'Chicken legs (90%), yoghurt (milk), lemon juice, ginger, garlic, Kashmiri chilli, salt, tandoori masala',
    contains: MILK,
    may: ['mustard'],
    n: [760, 182, 10, 3, 2.5, 1.5, 21, 1.2],
  },
  'Peri Peri Chicken Thighs': {
    ingredients: 'Chicken thighs (90%), rapeseed oil, red chilli, garlic, lemon juice, paprika, salt, oregano',
    contains: [],
    n: [820, 197, 13, 3.3, 1.5, 1, 19, 1.1],
  },
  'Lamb Boti Kebab': {
    ingredients: 'Lamb leg (88%), yoghurt (milk), papaya paste, ginger, garlic, chilli, salt, spices',
    contains: MILK,
    n: [900, 216, 14, 6, 2, 1.5, 21, 1],
  },
  'Malai Chicken Tikka': {
    ingredients: 'Chicken breast (82%), cream (milk), cheese (milk), cashew nuts, ginger, garlic, green chilli, cardamom, salt',
    contains: ['milk', 'nuts'],
    n: [790, 189, 10, 4.8, 3, 1.5, 21, 0.9],
  },
  'Lemon & Herb Spatchcock Chicken': {
    ingredients: 'Whole chicken (92%), rapeseed oil, lemon juice, garlic, parsley, thyme, salt, black pepper',
    contains: [],
    n: [830, 199, 13, 3.4, 1, 0.5, 20, 0.9],
  },
  'Chicken Shawarma Strips': {
    ingredients: 'Chicken thigh (88%), yoghurt (milk), garlic, lemon juice, cumin, paprika, cinnamon, salt',
    contains: MILK,
    n: [740, 177, 9, 2.6, 2, 1.3, 22, 1.1],
  },
  'Beef Quarter Pounder Burgers': {
    ingredients: 'Beef (94%), water, rice flour, salt, dextrose, black pepper',
    contains: [],
    n: [1050, 252, 19, 8.5, 3.5, 0.5, 17, 0.9],
  },
  'Minted Lamb Burgers': {
    ingredients: 'Lamb (85%), water, rusk (wheat flour, salt), mint, salt, onion powder, black pepper',
    contains: ['gluten'],
    n: [1100, 264, 20, 9, 6, 0.8, 15, 1.1],
  },
  'Spicy Chicken Burgers': {
    ingredients: 'Chicken (85%), water, rusk (wheat flour, salt), chilli, garlic, salt, paprika',
    contains: ['gluten'],
    n: [720, 172, 8, 2.3, 7, 0.8, 18, 1.2],
  },
  'Halal Beef Sausages': {
    ingredients: 'Beef (70%), water, rusk (wheat flour, salt), salt, spices, beef collagen casing',
    contains: ['gluten'],
    may: ['mustard'],
    n: [1060, 255, 19, 8, 8, 1, 13, 1.6],
  },
  'Chicken Sausages': {
    ingredients: 'Chicken (72%), water, rusk (wheat flour, salt), salt, parsley, white pepper, beef collagen casing',
    contains: ['gluten'],
    n: [760, 183, 11, 3, 7, 0.8, 14, 1.5],
  },
  'Lamb Merguez Sausages': {
    ingredients: 'Lamb (80%), water, harissa (chilli, garlic, caraway, coriander), salt, lamb casing',
    contains: [],
    n: [1180, 284, 23, 10, 3, 1, 16, 1.6],
  },
  'Beef Chipolatas': {
    ingredients: 'Beef (70%), water, rusk (wheat flour, salt), salt, sage, white pepper, beef collagen casing',
    contains: ['gluten'],
    n: [1050, 253, 19, 8, 8, 1, 13, 1.6],
  },
  'Beef Smash Burger Patties': { ingredients: 'Beef (98%), salt, black pepper', contains: [], n: [1060, 254, 20, 9, 0, 0, 18, 0.7] },
  'Chicken Kofta': {
    ingredients: 'Chicken (85%), onion, coriander leaf, garlic, green chilli, salt, cumin',
    contains: [],
    n: [650, 155, 7, 2, 3, 1.5, 20, 1],
  },
  'Spiced Lamb Koftas': {
    ingredients: 'Lamb (85%), onion, parsley, garlic, salt, cumin, coriander, cinnamon',
    contains: [],
    n: [1090, 262, 20, 9, 3, 1.5, 17, 1],
  },
  // Dairy
  'Whole Milk, 2 Pints': { ingredients: 'Whole milk', n: [268, 64, 3.6, 2.3, 4.7, 4.7, 3.4, 0.1] },
  'Whole Milk, 4 Pints': { ingredients: 'Whole milk', n: [268, 64, 3.6, 2.3, 4.7, 4.7, 3.4, 0.1] },
  'Skimmed Milk, 2 Pints': { ingredients: 'Skimmed milk', n: [144, 34, 0.1, 0.1, 5, 5, 3.4, 0.1] },
  'Semi-Skimmed Milk, 4 Pints': { ingredients: 'Semi-skimmed milk', n: [209, 50, 1.8, 1.1, 4.8, 4.8, 3.6, 0.1] },
  'Organic Whole Milk, 2 Pints': { ingredients: 'Organic whole milk', n: [268, 64, 3.6, 2.3, 4.7, 4.7, 3.4, 0.1] },
  'Lactose Free Semi Skimmed Milk': { ingredients: 'Semi-skimmed milk, lactase enzyme', n: [193, 46, 1.7, 1.1, 2.8, 2.8, 3.6, 0.1] },
  'Double Cream': { ingredients: 'Double cream (milk)', n: [1848, 449, 48, 30, 2.6, 2.6, 1.7, 0.07] },
  'Single Cream': { ingredients: 'Single cream (milk)', n: [799, 193, 19, 12, 3.6, 3.6, 2.6, 0.1] },
  'Whipping Cream': { ingredients: 'Whipping cream (milk)', n: [1524, 370, 39, 25, 2.9, 2.9, 1.9, 0.08] },
  'Clotted Cream': { ingredients: 'Clotted cream (milk)', n: [2407, 585, 64, 40, 2.3, 2.3, 1.6, 0.05] },
  'Cultured Buttermilk': { ingredients: 'Cultured skimmed milk', n: [172, 41, 0.9, 0.5, 4.9, 4.9, 3.3, 0.1] },
  'Mature Cheddar': { ingredients: 'Cheddar cheese (milk)', n: [1725, 416, 35, 22, 0.1, 0.1, 25, 1.8] },
  'Extra Mature Cheddar': { ingredients: 'Cheddar cheese (milk)', n: [1725, 416, 35, 22, 0.1, 0.1, 25, 1.8] },
  'Mild Cheddar': { ingredients: 'Cheddar cheese (milk)', n: [1725, 416, 35, 22, 0.1, 0.1, 25, 1.8] },
  'Red Leicester': { ingredients: 'Red Leicester cheese (milk), colour: annatto', n: [1670, 403, 34, 21, 0.1, 0.1, 24, 1.7] },
  'Paneer, Full Fat': { ingredients: 'Pasteurised whole milk, citric acid', n: [1334, 321, 25, 16, 3.6, 3.6, 20, 0.05] },
  'Paneer Cubes': { ingredients: 'Pasteurised whole milk, citric acid', n: [1334, 321, 25, 16, 3.6, 3.6, 20, 0.05] },
  Halloumi: {
    ingredients: 'Halloumi cheese (cow’s, goat’s and sheep’s milk), salt, mint',
    origin: 'Cyprus',
    n: [1330, 321, 25, 17, 1.8, 1.8, 22, 2.7],
  },
  'Greek Style Feta': {
    ingredients: 'Cheese (sheep’s and goat’s milk), salt',
    origin: 'Greece',
    n: [1100, 265, 22, 15, 0.7, 0.7, 16, 2.5],
  },
  'Mozzarella Ball': { ingredients: 'Mozzarella cheese (milk), salt', origin: 'Italy', n: [1012, 244, 19, 13, 1, 1, 18, 0.4] },
  'Grated Mozzarella': { ingredients: 'Mozzarella cheese (milk), potato starch', origin: 'Italy', n: [1160, 279, 21, 14, 2, 0.5, 21, 1.1] },
  'Blue Stilton': { ingredients: 'Stilton cheese (milk)', n: [1704, 411, 35, 23, 0.1, 0.1, 24, 1.9] },
  'Organic Mature Cheddar': { ingredients: 'Organic Cheddar cheese (milk)', n: [1725, 416, 35, 22, 0.1, 0.1, 25, 1.8] },
  'Greek Style Natural Yoghurt': { ingredients: 'Yoghurt (milk), cream (milk)', n: [552, 133, 10, 7, 4.8, 4.8, 5.7, 0.15] },
  'Full Fat Natural Yoghurt (Dahi)': { ingredients: 'Whole milk yoghurt', n: [330, 79, 3.9, 2.5, 6, 6, 5, 0.15] },
  'Organic Natural Yoghurt': { ingredients: 'Organic whole milk yoghurt', n: [330, 79, 3.9, 2.5, 6, 6, 5, 0.15] },
  'Strawberry Yoghurts': {
    ingredients: 'Yoghurt (milk), sugar, strawberries (8%), cornflour, natural flavouring, beetroot concentrate',
    n: [420, 100, 2.7, 1.7, 14, 13, 4, 0.13],
  },
  'Mango Lassi': { ingredients: 'Yoghurt (milk), water, mango pulp (20%), sugar, cardamom', n: [300, 71, 1.5, 1, 12, 11.5, 2.5, 0.1] },
  'Salted Lassi': { ingredients: 'Yoghurt (milk), water, salt, roasted cumin', n: [170, 40, 1.6, 1, 3.5, 3.5, 2.8, 0.6] },
  'Salted Butter': { ingredients: 'Butter (milk), salt (1.5%)', n: [3056, 743, 82, 52, 0.6, 0.6, 0.6, 1.5] },
  'Unsalted Butter': { ingredients: 'Butter (milk)', n: [3061, 744, 82, 52, 0.6, 0.6, 0.6, 0.02] },
  'Spreadable Butter': { ingredients: 'Butter (milk) (75%), rapeseed oil, salt', n: [2948, 717, 79, 38, 0.5, 0.5, 0.5, 1.3] },
  'Organic Salted Butter': { ingredients: 'Organic butter (milk), salt', n: [3056, 743, 82, 52, 0.6, 0.6, 0.6, 1.5] },
  'Crème Fraîche': { ingredients: 'Soured cream (milk), cultures', origin: 'France', n: [1246, 302, 30, 20, 3, 3, 2.4, 0.08] },
  // Rice, flour
  'Brown Basmati Rice, 1 kg': { n: [1480, 352, 2.8, 0.6, 73, 0.8, 8, 0.01] },
  'Organic Brown Rice, 1 kg': { n: [1480, 352, 2.8, 0.6, 73, 0.8, 8, 0.01], origin: 'Italy' },
  'Jasmine Rice, 1 kg': { origin: 'Thailand' },
  'Arborio Risotto Rice': { origin: 'Italy' },
  'Pudding Rice': { origin: 'Italy' },
  'Atta Chapatti Flour, 10 kg': { ingredients: 'Whole wheat flour', contains: ['gluten'], n: [1431, 341, 1.9, 0.3, 64, 2.5, 12.5, 0.01] },
  'Atta Chapatti Flour, 5 kg': { ingredients: 'Whole wheat flour', contains: ['gluten'], n: [1431, 341, 1.9, 0.3, 64, 2.5, 12.5, 0.01] },
  'Wholemeal Chakki Atta, 5 kg': {
    ingredients: 'Stoneground whole wheat flour',
    contains: ['gluten'],
    n: [1410, 335, 2.2, 0.4, 62, 2, 13, 0.01],
  },
  'Plain Flour': {
    ingredients: 'Wheat flour, calcium carbonate, iron, niacin, thiamin',
    contains: ['gluten'],
    n: [1442, 341, 1.4, 0.2, 71, 1.5, 10, 0.01],
  },
  'Self Raising Flour': {
    ingredients: 'Wheat flour, raising agents (calcium phosphates, sodium carbonates), calcium carbonate, iron, niacin, thiamin',
    contains: ['gluten'],
    n: [1401, 331, 1.2, 0.2, 69, 1.5, 10, 0.8],
  },
  'Strong White Bread Flour': {
    ingredients: 'Wheat flour, calcium carbonate, iron, niacin, thiamin',
    contains: ['gluten'],
    n: [1450, 343, 1.5, 0.2, 69, 1.4, 12.6, 0.01],
  },
  'Gram Flour (Besan)': { ingredients: 'Chickpea flour', may: ['gluten'], origin: INDIA, n: [1520, 362, 6.7, 0.7, 47, 11, 22, 0.07] },
  'Rice Flour': { ingredients: 'Ground rice', origin: INDIA, n: [1496, 354, 1.4, 0.4, 78, 0.1, 6, 0.01] },
  'Fine Semolina (Sooji)': { ingredients: 'Durum wheat semolina', contains: ['gluten'], n: [1472, 348, 1.2, 0.2, 72, 0.6, 11, 0.01] },
  Cornflour: { ingredients: 'Maize starch', n: [1510, 355, 0.7, 0.1, 88, 0, 0.6, 0.02] },
  'Millet Flour (Bajra)': { ingredients: 'Pearl millet flour', may: ['gluten'], origin: INDIA, n: [1530, 362, 4, 0.7, 69, 1.5, 11, 0.01] },
  'Maize Flour (Makki)': { ingredients: 'Maize flour', may: ['gluten'], origin: INDIA, n: [1510, 361, 3.9, 0.5, 73, 0.6, 7, 0.01] },
  // Spices
  'Black Mustard Seeds': { contains: ['mustard'], may: ['celery'] },
  'Asafoetida (Hing)': {
    ingredients: 'Wheat flour (70%), gum arabic, asafoetida resin (10%)',
    contains: ['gluten'],
    n: [1400, 333, 1.1, 0.2, 68, 1, 5, 0.1],
  },
  'Madras Curry Powder': {
    ingredients: 'Coriander, cumin, turmeric, chilli, salt, fenugreek, mustard seed, black pepper, ginger, garlic',
    contains: ['mustard'],
    may: ['celery', 'peanuts'],
    n: [1350, 325, 13, 1.4, 30, 3, 13, 3.5],
  },
  'Panch Phoron': {
    ingredients: 'Cumin, fennel, fenugreek, nigella and black mustard seeds',
    contains: ['mustard'],
    may: ['celery'],
    n: [1650, 395, 20, 1.5, 30, 2, 18, 0.1],
  },
  'Garam Masala': { ingredients: 'Coriander, cumin, black pepper, cardamom, cinnamon, cloves, bay leaf, nutmeg' },
  'Tandoori Masala': {
    ingredients: 'Coriander, cumin, paprika, salt, ginger, garlic, fenugreek, beetroot powder, cinnamon, cloves',
    n: [1300, 311, 10, 1.2, 35, 5, 12, 8],
  },
  'Chicken Tikka Masala Spice Mix': {
    ingredients: 'Paprika, coriander, cumin, salt, garlic, ginger, fenugreek leaf, garam masala',
    n: [1300, 311, 10, 1.2, 35, 6, 12, 9],
  },
  'Biryani Masala': {
    ingredients: 'Coriander, cumin, black pepper, cardamom, cinnamon, cloves, bay leaf, mace, star anise, salt',
    n: [1450, 348, 13, 1.4, 36, 3, 12, 4],
  },
  'Meat Masala': {
    ingredients: 'Coriander, chilli, cumin, turmeric, black pepper, salt, cloves, cinnamon, cardamom',
    n: [1400, 336, 12, 1.3, 37, 3, 13, 5],
  },
  'Chana Masala': {
    ingredients: 'Coriander, dried mango, chilli, cumin, black salt, pomegranate seed, black pepper, ginger',
    n: [1300, 311, 9, 1, 40, 7, 11, 6],
  },
  'Nihari Masala': {
    ingredients: 'Fennel, ginger, black pepper, long pepper, cumin, cardamom, cloves, nutmeg, salt',
    n: [1500, 359, 14, 1.5, 38, 3, 12, 3],
  },
  'Kebab Masala': {
    ingredients: 'Coriander, chilli, cumin, salt, dried pomegranate, black pepper, garlic, ginger',
    n: [1350, 323, 11, 1.2, 37, 4, 12, 7],
  },
  // Frozen
  'Frozen Chicken Nuggets': {
    ingredients: 'Chicken breast (55%), wheat flour, water, rapeseed oil, wheat starch, salt, yeast, spices, dextrose',
    contains: ['gluten'],
    may: ['milk', 'eggs'],
    n: [1000, 240, 13, 1.2, 16, 0.8, 14, 1],
  },
  'Frozen Grated Coconut': { ingredients: 'Grated coconut', origin: INDIA, n: [1480, 354, 33, 30, 15, 6, 3.3, 0.05] },
  'Straight Cut Oven Chips': { ingredients: 'Potatoes (95%), sunflower oil', n: [640, 152, 4.5, 0.5, 24, 0.5, 2.5, 0.05] },
  'Frozen Sweet Potato Fries': {
    ingredients: 'Sweet potato (92%), sunflower oil, rice flour, salt',
    n: [700, 167, 7, 0.7, 23, 7, 1.6, 0.5],
  },
  'Frozen Mixed Vegetables': { ingredients: 'Carrots, peas, sweetcorn, green beans', n: [260, 62, 0.6, 0.1, 9, 4.5, 3.3, 0.03] },
  'Frozen Sweetcorn': { n: [336, 80, 1.5, 0.2, 13, 5, 2.9, 0.02] },
  'Frozen Chopped Spinach': { n: [100, 24, 0.5, 0.1, 1.5, 0.5, 2.9, 0.2] },
  'Frozen Okra': { n: [138, 33, 0.2, 0, 4.3, 1.5, 1.9, 0.02] },
  'Chicken Tikka Masala with Pilau Rice': {
    ingredients:
      'Cooked basmati rice (46%), chicken (20%), tomato, cream (milk), onion, yoghurt (milk), butter (milk), rapeseed oil, ginger, garlic, spices, salt',
    contains: MILK,
    may: ['mustard', 'nuts'],
    n: [560, 133, 4.6, 2.2, 15, 2, 7.5, 0.6],
  },
  'Lamb Rogan Josh with Rice': {
    ingredients:
      'Cooked basmati rice (47%), lamb (18%), tomato, onion, rapeseed oil, yoghurt (milk), ginger, garlic, Kashmiri chilli, spices, salt',
    contains: MILK,
    may: ['mustard'],
    n: [570, 136, 4.8, 1.8, 15, 1.8, 7.3, 0.6],
  },
  'Chicken Biryani': {
    ingredients:
      'Cooked basmati rice (55%), chicken (22%), onion, yoghurt (milk), ghee (milk), rapeseed oil, mint, coriander, ginger, garlic, spices, salt',
    contains: MILK,
    n: [620, 148, 4.5, 1.8, 18, 1.2, 8.5, 0.7],
  },
  'Vegetable Samosas x12': {
    ingredients: 'Wheat flour, potato (25%), peas, onion, rapeseed oil, carrot, coriander, green chilli, salt, spices',
    contains: ['gluten'],
    may: ['sesame', 'mustard'],
    diet: 'vegan',
    n: [1060, 254, 12, 1, 31, 2, 4.5, 0.9],
  },
  'Lamb Samosas x12': {
    ingredients: 'Wheat flour, lamb (22%), onion, peas, rapeseed oil, coriander, green chilli, salt, spices',
    contains: ['gluten'],
    may: ['sesame', 'mustard'],
    n: [1130, 271, 14, 3.5, 26, 1.5, 9.5, 1],
  },
  'Chicken Korma with Rice': {
    ingredients:
      'Cooked basmati rice (46%), chicken (20%), cream (milk), onion, ground almonds, coconut, butter (milk), sugar, spices, salt',
    contains: ['milk', 'nuts'],
    n: [650, 155, 6.2, 3, 16, 3, 7.8, 0.5],
  },
  'Dal Makhani': {
    ingredients: 'Black urad lentils (35%), water, tomato, cream (milk), butter (milk), kidney beans, ginger, garlic, spices, salt',
    contains: MILK,
    diet: 'vegetarian',
    n: [520, 124, 6, 3.5, 11, 1.5, 5, 0.7],
  },
  'Paneer Butter Masala': {
    ingredients: 'Paneer (milk) (30%), tomato, cream (milk), butter (milk), onion, cashew nuts, sugar, ginger, garlic, spices, salt',
    contains: ['milk', 'nuts'],
    diet: 'vegetarian',
    n: [830, 200, 15, 8.5, 7, 4.5, 8, 0.8],
  },
  // Drinks
  'Cola, 6 x 330 ml': {
    ingredients: 'Carbonated water, sugar, colour (caramel E150d), phosphoric acid, natural flavourings, caffeine',
    contains: [],
    n: [180, 42, 0, 0, 10.6, 10.6, 0, 0],
  },
  'Zero Sugar Cola, 6 x 330 ml': {
    ingredients:
      'Carbonated water, colour (caramel E150d), phosphoric acid, sweeteners (aspartame, acesulfame K), natural flavourings, caffeine',
    contains: [],
    n: [1, 0, 0, 0, 0, 0, 0, 0.02],
  },
  'Cola, 1.75 l': {
    ingredients: 'Carbonated water, sugar, colour (caramel E150d), phosphoric acid, natural flavourings, caffeine',
    contains: [],
    n: [180, 42, 0, 0, 10.6, 10.6, 0, 0],
  },
  'Cream Soda': {
    ingredients:
      'Carbonated water, sugar, natural vanilla flavouring, citric acid, colour (caramel E150a), preservative (potassium sorbate)',
    contains: [],
    n: [168, 40, 0, 0, 9.8, 9.8, 0, 0.01],
  },
  'Cloudy Lemonade': {
    ingredients:
      'Carbonated water, sugar, lemon juice from concentrate (4%), citric acid, natural lemon flavouring, antioxidant (ascorbic acid)',
    contains: [],
    n: [150, 35, 0, 0, 8.5, 8.5, 0, 0],
  },
  'Sparkling Orange, 6 x 330 ml': {
    ingredients: 'Carbonated water, orange juice from concentrate (8%), sugar, citric acid, natural orange flavouring, carotene',
    contains: [],
    n: [134, 32, 0, 0, 7.6, 7.6, 0, 0],
  },
  'Fiery Ginger Beer, 4 x 330 ml': {
    ingredients: 'Carbonated water, sugar, ginger root extract, citric acid, natural flavourings, preservative (potassium metabisulphite)',
    contains: ['sulphites'],
    n: [176, 41, 0, 0, 10, 10, 0, 0.02],
  },
  'Sparkling Mango, 6 x 330 ml': {
    ingredients: 'Carbonated water, mango purée (10%), sugar, citric acid, natural flavouring',
    contains: [],
    n: [160, 38, 0, 0, 9, 9, 0, 0],
  },
  'Orange Squash, No Added Sugar': {
    ingredients:
      'Water, orange juice from concentrate (10%), citric acid, sweeteners (sucralose, acesulfame K), preservatives (potassium sorbate, sodium metabisulphite), natural flavouring',
    contains: ['sulphites'],
    n: [30, 7, 0, 0, 1, 1, 0.1, 0.01],
  },
  'Rose Drink Syrup': {
    ingredients: 'Sugar, water, rose water, citric acid, colour (carmoisine), preservative (sodium benzoate)',
    contains: [],
    origin: INDIA,
    n: [1160, 273, 0, 0, 68, 68, 0, 0.01],
  },
  'Mango Juice': {
    ingredients: 'Water, Alphonso mango pulp (30%), sugar, citric acid, ascorbic acid',
    contains: [],
    n: [243, 57, 0.1, 0, 14, 13, 0.2, 0.01],
  },
  'Orange Juice with Bits': {
    ingredients: 'Pressed orange juice (100%) with orange pulp',
    contains: [],
    origin: 'Brazil',
    n: [191, 45, 0, 0, 10, 10, 0.6, 0],
  },
  'Smooth Orange Juice': { ingredients: 'Pressed orange juice (100%)', contains: [], origin: 'Brazil', n: [191, 45, 0, 0, 10, 10, 0.6, 0] },
  'Guava Juice': {
    ingredients: 'Water, guava purée (25%), sugar, citric acid, ascorbic acid',
    contains: [],
    origin: INDIA,
    n: [230, 54, 0.1, 0, 13, 12.5, 0.2, 0.01],
  },
  'Lychee Drink': {
    ingredients: 'Water, lychee juice from concentrate (15%), sugar, citric acid, natural flavouring',
    contains: [],
    origin: 'Thailand',
    n: [215, 51, 0, 0, 12.5, 12, 0.1, 0.01],
  },
  'Cloudy Apple Juice': {
    ingredients: 'Pressed apple juice (100%), antioxidant (ascorbic acid)',
    contains: [],
    n: [197, 46, 0, 0, 11, 11, 0.1, 0],
  },
  'Pomegranate Juice': {
    ingredients: 'Pomegranate juice from concentrate (100%)',
    contains: [],
    origin: 'Turkey',
    n: [274, 65, 0.1, 0, 15, 15, 0.2, 0.02],
  },
  'Pineapple Juice': {
    ingredients: 'Pineapple juice from concentrate (100%)',
    contains: [],
    origin: 'Costa Rica',
    n: [206, 49, 0, 0, 11.5, 11.5, 0.3, 0],
  },
  'Tropical Juice, 6 x 200 ml': {
    ingredients: 'Orange, pineapple, apple, passion fruit, mango and banana juices from concentrate (100%)',
    contains: [],
    n: [200, 47, 0, 0, 11, 10.5, 0.4, 0],
  },
  'Lemon & Lime Flavoured Water': {
    ingredients: 'Spring water, natural lemon and lime flavourings, citric acid, sweetener (sucralose)',
    n: [4, 1, 0, 0, 0.1, 0.1, 0, 0],
  },
  'Coconut Water': { ingredients: 'Coconut water (100%)', origin: 'Thailand', n: [80, 19, 0, 0, 4.3, 4.3, 0.2, 0.05] },
  // Bakery
  'Thick Sliced White Farmhouse Loaf': {
    ingredients:
      'Wheat flour, water, yeast, salt, soya flour, rapeseed oil, emulsifier (mono- and diacetyl tartaric acid esters of mono- and diglycerides of fatty acids), flour treatment agent (ascorbic acid)',
    contains: ['gluten', 'soya'],
    may: ['sesame'],
    n: [1003, 237, 1.9, 0.4, 45, 3, 8.5, 0.98],
  },
  'Medium Sliced Wholemeal Loaf': {
    ingredients: 'Wholemeal wheat flour, water, yeast, wheat gluten, salt, soya flour, rapeseed oil, flour treatment agent (ascorbic acid)',
    contains: ['gluten', 'soya'],
    may: ['sesame'],
    n: [935, 222, 2.6, 0.5, 38, 2.8, 10, 0.9],
  },
  'Sourdough Bloomer': {
    ingredients: 'Wheat flour, water, rye flour, salt',
    contains: ['gluten'],
    may: ['sesame'],
    n: [1040, 246, 1.2, 0.3, 49, 1.6, 9, 1.1],
  },
  'Seeded Batch Loaf': {
    ingredients: 'Wheat flour, water, seeds (12%) (sunflower, linseed, sesame, poppy), malted barley flour, yeast, salt, rapeseed oil',
    contains: ['gluten', 'sesame'],
    n: [1090, 259, 6, 0.8, 40, 3, 10, 0.9],
  },
  'Brioche Burger Buns x4': {
    ingredients:
      'Wheat flour, water, sugar, egg, butter (milk), yeast, rapeseed oil, salt, emulsifier (mono- and diglycerides of fatty acids)',
    contains: ['gluten', 'eggs', 'milk'],
    may: ['sesame'],
    diet: 'vegetarian',
    n: [1260, 299, 8, 3.5, 47, 9, 9, 0.9],
  },
  'Soft White Rolls x6': {
    ingredients: 'Wheat flour, water, yeast, rapeseed oil, sugar, salt, soya flour',
    contains: ['gluten', 'soya'],
    may: ['sesame'],
    n: [1080, 256, 3.5, 0.4, 47, 4, 8.7, 1],
  },
  'Crumpets x8': {
    ingredients:
      'Wheat flour, water, raising agents (disodium diphosphate, sodium bicarbonate), salt, yeast, preservative (potassium sorbate)',
    contains: ['gluten'],
    n: [760, 179, 0.9, 0.2, 37, 1.5, 6, 1],
  },
  'Plain Naan x4': {
    ingredients: 'Wheat flour, water, yoghurt (milk), rapeseed oil, sugar, nigella seeds, yeast, salt, raising agent (sodium bicarbonate)',
    contains: ['gluten', 'milk'],
    diet: 'vegetarian',
    n: [1150, 273, 6, 0.8, 46, 4, 8.5, 1.1],
  },
  'Garlic & Coriander Naan x2': {
    ingredients: 'Wheat flour, water, yoghurt (milk), rapeseed oil, garlic (3%), coriander leaf (1%), sugar, yeast, salt',
    contains: ['gluten', 'milk'],
    diet: 'vegetarian',
    n: [1160, 276, 6.5, 0.8, 46, 4, 8.5, 1.1],
  },
  'Peshwari Naan x2': {
    ingredients: 'Wheat flour, water, sultanas, desiccated coconut, almonds (nuts) (4%), yoghurt (milk), sugar, rapeseed oil, yeast, salt',
    contains: ['gluten', 'milk', 'nuts'],
    diet: 'vegetarian',
    n: [1270, 302, 9, 3.5, 48, 12, 8, 0.8],
  },
  'Chapatis x10': {
    ingredients: 'Whole wheat flour, water, rapeseed oil, salt',
    contains: ['gluten'],
    n: [1040, 247, 5, 0.5, 42, 2, 8, 0.6],
  },
  'Tandoori Roti x5': {
    ingredients: 'Whole wheat flour, water, salt, rapeseed oil',
    contains: ['gluten'],
    n: [1040, 247, 3.5, 0.4, 45, 2, 8.5, 0.7],
  },
  'Plain Paratha x5': {
    ingredients: 'Wheat flour, water, vegetable ghee (palm oil), salt',
    contains: ['gluten'],
    n: [1330, 317, 14, 6.5, 41, 1.5, 6.5, 0.9],
  },
  'White Pitta Bread x6': {
    ingredients: 'Wheat flour, water, yeast, salt, sugar, rapeseed oil',
    contains: ['gluten'],
    n: [1080, 255, 1.5, 0.2, 50, 2.5, 9, 1],
  },
  'Plain Tortilla Wraps x8': {
    ingredients:
      'Wheat flour, water, rapeseed oil, raising agents (disodium diphosphate, sodium bicarbonate), sugar, salt, acidity regulator (malic acid)',
    contains: ['gluten'],
    n: [1270, 301, 7, 0.8, 50, 2.5, 8, 1.2],
  },
  // Store cupboard
  'Chopped Tomatoes': {
    ingredients: 'Tomatoes (60%), tomato juice, acidity regulator (citric acid)',
    contains: [],
    origin: 'Italy',
    n: [91, 22, 0.1, 0, 3.8, 3.8, 1.2, 0.03],
  },
  'Chickpeas in Water': { ingredients: 'Chickpeas, water', contains: [], n: [480, 115, 2.5, 0.3, 13, 0.5, 7, 0.02] },
  'Red Kidney Beans in Water': { ingredients: 'Red kidney beans, water', contains: [], n: [420, 100, 0.5, 0.1, 14, 1.5, 7, 0.02] },
  'Baked Beans in Tomato Sauce': {
    ingredients: 'Haricot beans (51%), tomatoes (34%), water, sugar, spirit vinegar, modified cornflour, salt, spice extracts',
    contains: [],
    n: [330, 78, 0.2, 0, 12.5, 4.7, 4.7, 0.6],
  },
  'Coconut Milk': {
    ingredients: 'Coconut extract (70%), water, stabiliser (guar gum)',
    contains: [],
    origin: 'Thailand',
    n: [740, 180, 18, 16, 2.5, 2, 1.5, 0.03],
  },
  'Sweetcorn in Water': { ingredients: 'Sweetcorn, water', contains: [], origin: 'Thailand', n: [320, 76, 1.2, 0.2, 13, 4, 2.7, 0.01] },
  'Mango Chutney': {
    ingredients: 'Sugar, mango (40%), spirit vinegar, salt, ginger, garlic, chilli',
    contains: [],
    origin: INDIA,
    n: [968, 228, 0.1, 0, 56, 52, 0.3, 1.5],
  },
  'Lime Pickle': {
    ingredients: 'Lime (55%), mustard oil, salt, chilli, fenugreek, mustard seed, turmeric',
    contains: ['mustard'],
    origin: INDIA,
    n: [770, 186, 15, 1.8, 8, 2, 1.8, 9],
  },
  'Mixed Pickle': {
    ingredients: 'Mango, lime, carrot, chilli, mustard oil, salt, fenugreek, mustard seed, turmeric',
    contains: ['mustard'],
    origin: INDIA,
    n: [800, 193, 16, 2, 8, 2, 1.8, 8.5],
  },
  'Ginger Garlic Paste': {
    ingredients: 'Ginger (48%), garlic (48%), salt, rapeseed oil, acidity regulator (citric acid)',
    contains: [],
    n: [280, 67, 1.2, 0.1, 11, 1.5, 2.5, 3.5],
  },
  'Garlic Paste': {
    ingredients: 'Garlic (95%), salt, rapeseed oil, acidity regulator (citric acid)',
    contains: [],
    n: [430, 103, 1.3, 0.1, 19, 1, 5, 3.5],
  },
  'Tikka Masala Curry Paste': {
    ingredients: 'Water, rapeseed oil, tomato purée, spices (12%), salt, ginger, garlic, coriander leaf, acidity regulator (lactic acid)',
    contains: [],
    may: ['mustard'],
    n: [1050, 254, 22, 1.8, 9, 4, 3, 7],
  },
  'Tamarind Paste': { ingredients: 'Tamarind (99%), salt', contains: [], origin: 'Thailand', n: [1000, 239, 0.6, 0.3, 57, 45, 2.8, 0.5] },
  'Tomato Ketchup': {
    ingredients: 'Tomatoes (148 g per 100 g ketchup), spirit vinegar, sugar, salt, spice and herb extracts (contain celery), spice',
    contains: ['celery'],
    n: [430, 102, 0.1, 0, 23, 22.8, 1.2, 1.8],
  },
  'Mint Sauce': {
    ingredients: 'Mint (35%), spirit vinegar, water, sugar, salt, preservative (sodium metabisulphite)',
    contains: ['sulphites'],
    n: [200, 47, 0.2, 0, 9.5, 8.6, 1, 1.6],
  },
  'Sriracha Hot Chilli Sauce': {
    ingredients: 'Chilli (61%), sugar, garlic, salt, acidity regulator (acetic acid), preservative (sodium bisulphite)',
    contains: ['sulphites'],
    origin: 'Thailand',
    n: [440, 104, 0.9, 0.1, 21, 17, 2.1, 5.5],
  },
  'Hot Peri Peri Sauce': {
    ingredients: 'Water, chilli (12%), spirit vinegar, onion, garlic, lemon juice, salt, rapeseed oil, xanthan gum',
    contains: [],
    n: [180, 43, 1.5, 0.1, 5.5, 3, 1, 2.8],
  },
  'Korma Cooking Sauce': {
    ingredients: 'Water, cream (milk) (15%), onion, desiccated coconut, ground almonds, sugar, rapeseed oil, cornflour, spices, salt',
    contains: ['milk', 'nuts'],
    diet: 'vegetarian',
    n: [650, 157, 12, 6.5, 9.5, 7, 1.8, 0.8],
  },
  'Pure Ghee': { ingredients: 'Clarified butter (milk)', contains: ['milk'], diet: 'vegetarian', n: [3700, 899, 99.8, 65, 0, 0, 0, 0] },
  'Vegetable Ghee': { ingredients: 'Vegetable oils (palm, rapeseed), natural flavouring', n: [3700, 900, 99.9, 48, 0, 0, 0, 0] },
  'Extra Virgin Olive Oil': { ingredients: 'Extra virgin olive oil (100%)', origin: 'Spain', n: [3700, 900, 100, 14, 0, 0, 0, 0] },
  'Coconut Oil': { ingredients: 'Coconut oil (100%)', origin: 'Philippines', n: [3700, 900, 100, 87, 0, 0, 0, 0] },
  'Toasted Sesame Oil': {
    ingredients: 'Toasted sesame oil (100%)',
    contains: ['sesame'],
    origin: 'Japan',
    n: [3700, 900, 100, 15, 0, 0, 0, 0],
  },
  // Snacks and sweets
  'Sea Salt Crisps, 6 x 25 g': {
    ingredients: 'Potatoes, sunflower oil (30%), sea salt',
    contains: [],
    diet: 'vegan',
    n: [2190, 525, 32, 2.7, 52, 0.5, 6.3, 1.3],
  },
  'Cheese & Onion Crisps, 6 x 25 g': {
    ingredients:
      'Potatoes, sunflower oil (30%), cheese and onion seasoning (whey powder (milk), cheese powder (milk), onion powder, salt, yeast extract)',
    contains: ['milk'],
    n: [2180, 523, 31, 2.6, 53, 2.8, 6.2, 1.3],
  },
  'Bombay Mix': {
    ingredients: 'Gram flour, peanuts (18%), sunflower oil, lentils, rice flakes, salt, chilli, spices',
    contains: ['peanuts'],
    may: ['nuts', 'mustard'],
    origin: INDIA,
    diet: 'vegan',
    n: [2150, 515, 32, 3.6, 40, 3, 17, 1.6],
  },
  'Salted Peanuts': {
    ingredients: 'Peanuts (97%), sunflower oil, salt',
    contains: ['peanuts'],
    may: ['nuts'],
    origin: 'Argentina',
    diet: 'vegan',
    n: [2510, 606, 52, 7, 9, 4.5, 26, 1],
  },
  'Roasted Salted Cashews': {
    ingredients: 'Cashew nuts (97%), sunflower oil, salt',
    contains: ['nuts'],
    may: ['peanuts'],
    origin: 'Vietnam',
    diet: 'vegan',
    n: [2480, 598, 48, 9, 21, 5.5, 20, 0.9],
  },
  'Whole Almonds': {
    ingredients: 'Almonds (nuts)',
    contains: ['nuts'],
    may: ['peanuts'],
    origin: 'United States',
    diet: 'vegan',
    n: [2550, 616, 53, 4.2, 7, 4.5, 24, 0],
  },
  'Lightly Salted Tortilla Chips': {
    ingredients: 'Corn (74%), sunflower oil, salt',
    contains: [],
    diet: 'vegan',
    n: [2040, 488, 23, 2, 61, 1, 6.5, 1.1],
  },
  'Plantain Chips': {
    ingredients: 'Plantain (65%), coconut oil, salt',
    contains: [],
    origin: 'Ghana',
    diet: 'vegan',
    n: [2190, 524, 30, 26, 61, 4, 2, 0.7],
  },
  'Digestive Biscuits': {
    ingredients: 'Wheat flour, vegetable oil (palm), wholemeal wheat flour, sugar, glucose-fructose syrup, raising agents, salt',
    contains: ['gluten'],
    may: ['milk'],
    diet: 'vegan',
    n: [2000, 478, 21, 9.5, 63, 16, 7, 1.1],
  },
  'Rich Tea Biscuits': {
    ingredients: 'Wheat flour, sugar, vegetable oil (palm), glucose syrup, raising agents, salt, barley malt extract',
    contains: ['gluten'],
    may: ['milk'],
    diet: 'vegan',
    n: [1900, 452, 15, 7.5, 72, 21, 7, 0.8],
  },
  'Custard Creams': {
    ingredients:
      'Wheat flour, sugar, vegetable oil (palm), whey powder (milk), dextrose, cornflour, salt, raising agents, flavouring, colour (annatto)',
    contains: ['gluten', 'milk'],
    may: ['soya'],
    n: [2060, 492, 22, 11, 68, 35, 5.5, 0.5],
  },
  'Milk Chocolate Digestives': {
    ingredients:
      'Wheat flour, milk chocolate (30%) (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soya lecithin)), palm oil, wholemeal wheat flour, sugar, salt',
    contains: ['gluten', 'milk', 'soya'],
    n: [2060, 492, 24, 12, 62, 29, 6.8, 0.9],
  },
  'Cardamom Cake Rusks': {
    ingredients: 'Wheat flour, sugar, eggs, vegetable oil (palm), butter (milk), cardamom, raising agent (sodium bicarbonate)',
    contains: ['gluten', 'eggs', 'milk'],
    origin: INDIA,
    n: [1810, 430, 16, 7, 64, 26, 8, 0.5],
  },
  'All Butter Shortbread Fingers': {
    ingredients: 'Wheat flour, butter (milk) (33%), sugar, salt',
    contains: ['gluten', 'milk'],
    n: [2160, 518, 28, 18, 60, 18, 5.5, 0.5],
  },
  'Nankhatai Biscuits': {
    ingredients: 'Wheat flour, ghee (milk), sugar, gram flour, semolina (wheat), cardamom, pistachios (nuts)',
    contains: ['gluten', 'milk', 'nuts'],
    origin: INDIA,
    n: [2180, 522, 28, 17, 60, 24, 7, 0.1],
  },
  'Milk Chocolate Bar': {
    ingredients:
      'Sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soya lecithin), vanilla flavouring; milk solids 20% minimum',
    contains: ['milk', 'soya'],
    may: ['nuts', 'peanuts', 'gluten'],
    n: [2240, 536, 30, 18, 58, 56, 7.5, 0.2],
  },
  'Dark Chocolate 70%': {
    ingredients: 'Cocoa mass, sugar, cocoa butter, emulsifier (soya lecithin), vanilla extract; cocoa solids 70% minimum',
    contains: ['soya'],
    may: ['milk', 'nuts'],
    diet: 'vegan',
    n: [2400, 580, 42, 25, 34, 28, 9, 0.02],
  },
  'Fruit & Nut Chocolate': {
    ingredients:
      'Milk chocolate (70%) (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soya lecithin)), raisins (15%), almonds (nuts) (13%)',
    contains: ['milk', 'nuts', 'soya'],
    may: ['peanuts', 'gluten'],
    n: [2100, 502, 27, 13, 57, 53, 8, 0.15],
  },
  'Halal Jelly Sweets': {
    ingredients:
      'Glucose syrup, sugar, beef gelatine (halal), citric acid, flavourings, colours (paprika extract, spirulina concentrate, curcumin)',
    contains: [],
    diet: null,
    n: [1450, 341, 0, 0, 77, 52, 6, 0.05],
  },
  'Mixed Mithai Box': {
    ingredients:
      'Milk solids (milk), sugar, gram flour, ghee (milk), cashew nuts, almonds (nuts), pistachios (nuts), cardamom, saffron, silver leaf',
    contains: ['milk', 'nuts'],
    may: ['peanuts', 'sesame'],
    origin: UK,
    storage: CHILLED,
    n: [1920, 460, 22, 12, 56, 45, 10, 0.1],
  },
  'Chocolate Coated Dates': {
    ingredients: 'Dates (55%), dark chocolate (45%) (cocoa mass, sugar, cocoa butter, emulsifier (soya lecithin))',
    contains: ['soya'],
    may: ['milk', 'nuts'],
    origin: 'United Arab Emirates',
    diet: 'vegan',
    n: [1820, 434, 17, 10, 63, 55, 4, 0.02],
  },
  'Rose Turkish Delight': {
    ingredients: 'Sugar, water, cornflour, rose water (2%), citric acid, colour (carmine), icing sugar',
    contains: [],
    origin: 'Turkey',
    diet: null,
    n: [1500, 353, 0, 0, 88, 76, 0, 0],
  },
};

/** A demo product's food information: its category's defaults (nearest first) under its own entry. */
export function demoFood(name: string, category: string): { food: TFoodInformationSaved; diet: Diet } {
  const parts = category.split('/');
  let spec: FoodSpec = {};
  for (let i = 1; i <= parts.length; i++) spec = { ...spec, ...(categoryFood[parts.slice(0, i).join('/')] ?? {}) };
  spec = { ...spec, ...(productFood[name] ?? {}) };
  const n = spec.n;
  const ingredients = typeof spec.ingredients === 'function' ? spec.ingredients(name) : (spec.ingredients ?? '');
  return {
    food: {
      ingredients,
      allergens: spec.contains ?? null,
      may_contain: spec.may ?? [],
      storage: spec.storage ?? '',
      origin: spec.origin ?? '',
      nutrition: n
        ? {
            energy_kj: n[0],
            energy_kcal: n[1],
            fat_g: n[2],
            saturates_g: n[3],
            carbohydrate_g: n[4],
            sugars_g: n[5],
            protein_g: n[6],
            salt_g: n[7],
          }
        : null,
    },
    diet: spec.diet ?? null,
  };
}

/** Categories whose goods come in a labelled pack (ingredients and nutrition required). */
export const PACKAGED = [
  'fish-and-seafood/smoked',
  'marinated-and-ready-to-cook',
  'dairy-and-eggs',
  'rice-flour-and-grains',
  'spices-and-masalas',
  'frozen/frozen-veg',
  'frozen/ready-meals',
  'drinks',
  'bakery',
  'store-cupboard',
  'snacks-and-sweets',
];
