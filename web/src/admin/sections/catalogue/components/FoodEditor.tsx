import { ALLERGEN_LABELS, ALLERGENS, type TAllergen } from '@larder/contract/allergens';
import { Field, inputClass } from '../../../ui/admin-ui';
import { textareaClass } from '../../../ui/content-kit';
import { type FoodForm, NUTRITION_FIELDS } from './food-form';

const PREFIX = 'food_information';

function AllergenChecks({
  legend,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  value: TAllergen[];
  onChange: (next: TAllergen[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1 disabled:opacity-50">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {ALLERGENS.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(a)}
              onChange={(e) => onChange(e.target.checked ? [...value, a] : value.filter((x) => x !== a))}
              className="size-4 accent-brand-600"
            />
            {ALLERGEN_LABELS[a]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The editor's "Food information" section: allergens, ingredients, nutrition per 100 g, storage, origin. */
export function FoodEditor({
  value,
  onChange,
  fieldError,
}: {
  value: FoodForm;
  onChange: (next: FoodForm) => void;
  fieldError: (field: string) => string | null;
}) {
  const set = <K extends keyof FoodForm>(k: K, v: FoodForm[K]) => onChange({ ...value, [k]: v });
  const nutritionError = fieldError(`${PREFIX}.nutrition`);
  return (
    <div className="flex flex-col gap-5">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.declared}
          onChange={(e) => set('declared', e.target.checked)}
          className="mt-0.5 size-4 accent-brand-600"
        />
        <span>
          Allergens checked and declared
          <span className="block text-xs text-muted">
            Leave unticked until checked: the shop then says nothing about allergens and free-from filters leave the product out.
          </span>
        </span>
      </label>
      <div className="grid gap-5 md:grid-cols-2">
        <AllergenChecks legend="Contains" value={value.allergens} onChange={(v) => set('allergens', v)} disabled={!value.declared} />
        <AllergenChecks legend="May contain" value={value.may_contain} onChange={(v) => set('may_contain', v)} />
      </div>
      <Field
        label="Ingredients"
        htmlFor="p-food-ingredients"
        error={fieldError(`${PREFIX}.ingredients`)}
        hint="As on the pack. The shop shows the words of the allergens ticked above in bold."
      >
        <textarea
          id="p-food-ingredients"
          value={value.ingredients}
          maxLength={4000}
          rows={3}
          onChange={(e) => set('ingredients', e.target.value)}
          className={textareaClass}
        />
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Storage" htmlFor="p-food-storage" error={fieldError(`${PREFIX}.storage`)} hint="e.g. Keep refrigerated below 5°C.">
          <input
            id="p-food-storage"
            value={value.storage}
            maxLength={500}
            onChange={(e) => set('storage', e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Country of origin" htmlFor="p-food-origin" error={fieldError(`${PREFIX}.origin`)}>
          <input
            id="p-food-origin"
            value={value.origin}
            maxLength={100}
            onChange={(e) => set('origin', e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Nutrition per 100 g</legend>
        <p className="text-xs text-muted">All eight values, or none for no nutrition table. Grams with at most two decimals.</p>
        {nutritionError && <p className="text-sm text-red-700">{nutritionError}</p>}
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {NUTRITION_FIELDS.map(([k, label]) => {
            const error = fieldError(`${PREFIX}.nutrition.${k}`);
            return (
              <Field key={k} label={label} htmlFor={`p-food-${k}`} error={error}>
                <input
                  id={`p-food-${k}`}
                  inputMode="decimal"
                  value={value.nutrition[k]}
                  aria-invalid={!!error}
                  onChange={(e) => set('nutrition', { ...value.nutrition, [k]: e.target.value })}
                  className={inputClass}
                />
              </Field>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
