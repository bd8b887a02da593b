import { useDeferredValue, useState } from 'react';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { inputClass } from '../../../ui/admin-ui';
import { useDiscountProducts } from '../api/discount-products';

export interface PickedProduct {
  name: string;
  product_name: string;
}

/** Chooses a product by typing part of its name; shows the choice with a way to change it. */
export function ProductPicker({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: PickedProduct | null;
  onChange: (p: PickedProduct | null) => void;
  error?: string | null;
}) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const q = useDiscountProducts(term);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {value ? (
        <div className="flex items-center justify-between gap-2 rounded-lg border border-line bg-stone-50 px-3 py-2 text-sm">
          <span>
            <span className="font-semibold">{value.product_name}</span> <span className="text-xs text-muted">{value.name}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`Change ${label.toLowerCase()}`}>
            Change
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="sr-only">
            Search products for {label.toLowerCase()}
          </label>
          <input
            id={id}
            type="search"
            placeholder="Type at least two letters of a product name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-results`}
            className={inputClass}
          />
          <div id={`${id}-results`} aria-live="polite">
            {term.length >= 2 &&
              (q.isPending ? (
                <p className="py-1 text-xs text-muted">Searching…</p>
              ) : q.error ? (
                <p className="py-1 text-xs text-red-800">Could not search products.</p>
              ) : !q.data.length ? (
                <p className="py-1 text-xs text-muted">No product matches “{term}”.</p>
              ) : (
                <ul className="mt-1 max-h-56 overflow-y-auto rounded-lg border border-line" aria-label={`Products matching ${term}`}>
                  {q.data.map((p) => (
                    <li key={p.name} className="border-b border-line last:border-0">
                      <button
                        type="button"
                        disabled={!p.is_active}
                        onClick={() => {
                          onChange({ name: p.name, product_name: p.product_name });
                          setSearch('');
                        }}
                        className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-500"
                      >
                        <span>
                          {p.product_name}
                          {!p.is_active && ' (not on sale)'}
                        </span>
                        <span className="text-xs text-muted tabular-nums">{formatPrice(p.price)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ))}
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
