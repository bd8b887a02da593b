import { inputClass } from '../../../ui/admin-ui';
import { type AttributeForm, type ComboForm, comboRows } from './product-form';

/** Stock per combination of enabled options: one row each, the first attribute outermost. */
export function CombinationsGrid({
  attributes,
  combos,
  onChange,
}: {
  attributes: AttributeForm[];
  combos: Record<string, ComboForm>;
  onChange: (c: Record<string, ComboForm>) => void;
}) {
  const rows = comboRows(attributes);
  if (!rows.length) return <p className="text-sm text-muted">Name each attribute’s options to get the stock grid.</p>;
  const set = (key: string, patch: Partial<ComboForm>) => {
    const current = combos[key] ?? { stock: '0', sku: '', disabled: false };
    onChange({ ...combos, [key]: { ...current, ...patch } });
  };
  const total = rows.reduce((n, r) => n + (Number(combos[r.key]?.stock) || 0), 0);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="mb-2 text-left text-sm text-muted">
          {rows.length} combination{rows.length === 1 ? '' : 's'} · {total} in stock in all
        </caption>
        <thead className="border-b border-line text-left text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">
              Combination
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Stock
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              SKU
            </th>
            <th scope="col" className="py-2 pl-2 font-semibold">
              Not sold
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const c = combos[r.key] ?? { stock: '0', sku: '', disabled: false };
            const label = r.values.join(', ');
            return (
              <tr key={r.key} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {label}
                </th>
                <td className="px-2 py-1">
                  <input
                    aria-label={`Stock of ${label}`}
                    inputMode="numeric"
                    value={c.stock}
                    onChange={(e) => set(r.key, { stock: e.target.value })}
                    className={`${inputClass} w-24`}
                  />
                </td>
                <td className="px-2 py-1">
                  <input
                    aria-label={`SKU of ${label}`}
                    value={c.sku}
                    maxLength={60}
                    onChange={(e) => set(r.key, { sku: e.target.value })}
                    className={`${inputClass} w-40`}
                  />
                </td>
                <td className="py-1 pl-2">
                  <input
                    type="checkbox"
                    aria-label={`${label} not sold`}
                    checked={c.disabled}
                    onChange={(e) => set(r.key, { disabled: e.target.checked })}
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
