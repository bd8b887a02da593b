/**
 * The 14 regulated allergens (UK food information rules) and the words that name them: constants
 * only, without zod, so the shop's pages can use them without loading the contract's schemas.
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type TAllergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<TAllergen, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide and sulphites',
};

/** Short names for filters and chips ("Free from: milk, gluten"). */
export const ALLERGEN_SHORT: Record<TAllergen, string> = {
  ...ALLERGEN_LABELS,
  gluten: 'Gluten',
  nuts: 'Nuts',
  sulphites: 'Sulphites',
};

/**
 * Words in an ingredients list that name each allergen; the product page emphasises them for the
 * allergens a product declares. Whole words, case-insensitive; plurals by the trailing "s?";
 * regular-expression fragments, so a word can rule out a neighbour ("cocoa butter" is not milk).
 */
export const ALLERGEN_WORDS: Record<TAllergen, string[]> = {
  celery: ['celery', 'celeriac'],
  gluten: ['gluten', 'wheat', 'barley', 'rye', 'oats?', 'spelt', 'kamut', 'semolina', 'durum'],
  crustaceans: ['crustaceans?', 'prawns?', 'shrimps?', 'crabs?', 'lobsters?', 'langoustines?', 'crayfish'],
  eggs: ['eggs?', 'egg yolks?', 'albumen'],
  fish: ['fish', 'anchov(?:y|ies)', 'salmon', 'tuna', 'cod', 'haddock', 'mackerel', 'sardines?'],
  lupin: ['lupin'],
  // Cocoa butter, coconut milk and the like are not milk.
  milk: [
    '(?<!coconut )milk',
    '(?<!(?:cocoa|shea|coconut|peanut|nut) )butter',
    'buttermilk',
    '(?<!coconut )cream',
    'cheese',
    'whey',
    'yog(?:h)?urt',
    'lactose',
    'ghee',
    'casein',
  ],
  molluscs: ['molluscs?', 'mussels?', 'oysters?', 'squid', 'clams?', 'scallops?', 'octopus'],
  mustard: ['mustard'],
  nuts: ['nuts?', 'almonds?', 'hazelnuts?', 'walnuts?', 'cashews?', 'pecans?', 'pistachios?', 'brazil nuts?', 'macadamia'],
  peanuts: ['peanuts?', 'groundnuts?'],
  sesame: ['sesame'],
  soya: ['soya', 'soy', 'soybeans?', 'tofu'],
  sulphites: ['sulphites?', 'sulphur dioxide', 'metabisulphite', 'bisulphite'],
};
