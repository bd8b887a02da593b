import { ALLERGEN_LABELS, ALLERGENS } from '@larder/contract/allergens';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { at } from '../../../../shared/forms/contract-form';
import { ConsoleCheck, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { NUTRITION_FIELDS } from './food-form';
import type { ProductValues } from './product-form';

const PREFIX = 'food_information';

function AllergenChecks({ legend, name, disabled }: { legend: string; name: 'allergens' | 'may_contain'; disabled?: boolean }) {
  const { field } = useController<ProductValues, `food_information.${typeof name}`>({ name: `${PREFIX}.${name}` });
  const value = field.value;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1 disabled:opacity-50">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {ALLERGENS.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(a)}
              onChange={(e) => field.onChange(e.target.checked ? [...value, a] : value.filter((x) => x !== a))}
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
export function FoodEditor() {
  const declared = useWatch<ProductValues, 'food_information.declared'>({ name: `${PREFIX}.declared` });
  const { errors } = useFormState<ProductValues>({ name: `${PREFIX}.nutrition` });
  const nutritionError = at<{ message?: string }>(errors, `${PREFIX}.nutrition`)?.message;
  return (
    <div className="flex flex-col gap-5">
      <ConsoleCheck
        name={`${PREFIX}.declared`}
        label="Allergens checked and declared"
        hint="Leave unticked until checked: the shop then says nothing about allergens and free-from filters leave the product out."
      />
      <div className="grid gap-5 md:grid-cols-2">
        <AllergenChecks legend="Contains" name="allergens" disabled={!declared} />
        <AllergenChecks legend="May contain" name="may_contain" />
      </div>
      <ConsoleTextArea
        name={`${PREFIX}.ingredients`}
        label="Ingredients"
        maxLength={4000}
        rows={3}
        hint="As on the pack. The shop shows the words of the allergens ticked above in bold."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <ConsoleText name={`${PREFIX}.storage`} label="Storage" maxLength={500} hint="e.g. Keep refrigerated below 5°C." />
        <ConsoleText name={`${PREFIX}.origin`} label="Country of origin" maxLength={100} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Nutrition per 100 g</legend>
        <p className="text-xs text-muted">All eight values, or none for no nutrition table. Grams with at most two decimals.</p>
        {nutritionError && <p className="text-sm text-red-700">{nutritionError}</p>}
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {NUTRITION_FIELDS.map(([k, label]) => (
            <ConsoleText key={k} name={`${PREFIX}.nutrition.${k}`} label={label} inputMode="decimal" />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
