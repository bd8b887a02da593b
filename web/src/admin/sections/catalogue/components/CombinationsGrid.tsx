import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { inputClass } from '../../../ui/admin-ui';
import { ColumnHeads } from '../../../ui/catalogue-ui';
import { type ComboValues, comboKey, comboRows, comboValues, type ProductValues } from './product-form';

/**
 * Stock per combination of enabled options: one row each, the first attribute outermost. The rows
 * follow the options as they are edited; what was typed for a combination comes back with it
 * (an option renamed and renamed back keeps its stock).
 */
export function CombinationsGrid() {
  const { register, getValues } = useFormContext<ProductValues>();
  const { fields, replace } = useFieldArray<ProductValues, 'combinations'>({ name: 'combinations' });
  const rows = comboRows(useWatch<ProductValues, 'attributes'>({ name: 'attributes' }));
  const combos = useWatch<ProductValues, 'combinations'>({ name: 'combinations' });
  const seen = useRef<ComboValues[]>([]);
  const rowKeys = rows.map((r) => r.key).join('\n');

  useEffect(() => {
    const current = getValues('combinations');
    if (current.map((c) => comboKey(c.values)).join('\n') === rowKeys) return;
    seen.current = [...current, ...seen.current];
    replace(comboRows(getValues('attributes')).map((r) => comboValues(r, seen.current)));
  }, [rowKeys, getValues, replace]);

  if (!rows.length) return <p className="text-sm text-muted">Name each attribute’s options to get the stock grid.</p>;
  const total = combos.reduce((n, c) => n + (Number(c.stock) || 0), 0);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="mb-2 text-left text-sm text-muted">
          {rows.length} combination{rows.length === 1 ? '' : 's'} · {total} in stock in all
        </caption>
        <thead className="border-b border-line text-left text-xs text-muted uppercase">
          <ColumnHeads labels={['Combination', 'Stock', 'SKU', 'Not sold']} />
        </thead>
        <tbody>
          {fields.map((f, i) => {
            const label = f.values.join(', ');
            return (
              <tr key={f.id} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {label}
                </th>
                <td className="px-2 py-1">
                  <input
                    aria-label={`Stock of ${label}`}
                    inputMode="numeric"
                    {...register(`combinations.${i}.stock`)}
                    className={`${inputClass} w-24`}
                  />
                </td>
                <td className="px-2 py-1">
                  <input
                    aria-label={`SKU of ${label}`}
                    maxLength={60}
                    {...register(`combinations.${i}.sku`)}
                    className={`${inputClass} w-40`}
                  />
                </td>
                <td className="py-1 pl-2">
                  <input
                    type="checkbox"
                    aria-label={`${label} not sold`}
                    {...register(`combinations.${i}.disabled`)}
                    className="size-4 accent-brand-600"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
