import { ALLERGEN_LABELS } from '@larder/contract/allergens';
import type { TFoodInformation, TNutrition } from '@larder/contract/food';
import { emphasiseAllergens, gramsText } from '../food/allergen-text';

const ROWS: { label: string; sub?: boolean; value: (n: TNutrition) => string }[] = [
  { label: 'Energy', value: (n) => `${n.energy_kj} kJ / ${n.energy_kcal} kcal` },
  { label: 'Fat', value: (n) => gramsText(n.fat_g) },
  { label: 'of which saturates', sub: true, value: (n) => gramsText(n.saturates_g) },
  { label: 'Carbohydrate', value: (n) => gramsText(n.carbohydrate_g) },
  { label: 'of which sugars', sub: true, value: (n) => gramsText(n.sugars_g) },
  { label: 'Protein', value: (n) => gramsText(n.protein_g) },
  { label: 'Salt', value: (n) => gramsText(n.salt_g, true) },
];

const list = (xs: string[]) => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-semibold">{term}</dt>
      <dd className="text-ink/90">{children}</dd>
    </div>
  );
}

/** The product page's "Food information": allergens first, then ingredients, nutrition, storage and origin. */
export function FoodInformation({ info }: { info: TFoodInformation }) {
  const contains = info.allergens ?? [];
  const parts = emphasiseAllergens(info.ingredients, contains);
  return (
    <section aria-labelledby="food-h" className="max-w-3xl" data-testid="food-information">
      <h2 id="food-h" className="mb-3 text-lg font-bold md:text-xl">
        Food information
      </h2>
      <dl className="flex flex-col gap-3 text-sm md:text-base">
        {info.allergens !== null && (
          <Fact term="Allergens">
            {contains.length ? (
              <>
                Contains <strong>{list(contains.map((a) => ALLERGEN_LABELS[a].toLowerCase()))}</strong>.
              </>
            ) : (
              'Contains none of the 14 major allergens.'
            )}
            {info.may_contain.length > 0 && <> May contain {list(info.may_contain.map((a) => ALLERGEN_LABELS[a].toLowerCase()))}.</>}
          </Fact>
        )}
        {info.ingredients && (
          <Fact term="Ingredients">
            {parts.map((p, i) => (p.allergen ? <strong key={i}>{p.text}</strong> : <span key={i}>{p.text}</span>))}
            {contains.length > 0 && <span className="mt-1 block text-xs text-muted">For allergens, see ingredients in bold.</span>}
          </Fact>
        )}
        {info.storage && <Fact term="Storage">{info.storage}</Fact>}
        {info.origin && <Fact term="Country of origin">{info.origin}</Fact>}
      </dl>
      {info.nutrition && (
        <table className="mt-5 w-full max-w-md border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold">Nutrition per 100 g</caption>
          <thead>
            <tr className="border-b-2 border-ink/70">
              <th scope="col" className="py-1.5 pr-3 text-left font-semibold">
                Typical values
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Per 100 g
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.label} className="border-b border-line">
                <th scope="row" className={`py-1.5 pr-3 text-left font-normal ${r.sub ? 'pl-4 text-ink/80' : ''}`}>
                  {r.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{r.value(info.nutrition!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
