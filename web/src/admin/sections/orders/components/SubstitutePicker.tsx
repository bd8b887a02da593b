import { Search } from 'lucide-react';
import { useState } from 'react';
import { assetUrl } from '../../../../api/client';
import { formatPrice } from '../../../../lib/money';
import { Dialog } from '../../../../ui/dialog';
import { SkeletonLines } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { inputClass } from '../../../ui/admin-ui';
import { useSearchText } from '../../../ui/table/use-table-params';
import { useSearchProducts } from '../api/search-products';

export interface Substitute {
  id: string;
  name: string;
  price: number;
}

/**
 * Finds a product to put in a line's place (the storefront's search). Products with options cannot
 * substitute (the line has no option to carry over), nor can one short of the quantity.
 */
export function SubstitutePicker({
  open,
  onOpenChange,
  lineName,
  quantity,
  onPick,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  lineName: string;
  quantity: number;
  onPick: (s: Substitute) => void;
}) {
  const [term, setTerm] = useState('');
  const [text, setText] = useSearchText(term, setTerm, 250);
  const results = useSearchProducts(term);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Substitute for ${lineName}`}
      description="Charged at the lower of the two prices."
    >
      <div className="flex flex-col gap-3">
        <div className="relative">
          <label htmlFor="sub-search" className="sr-only">
            Search products
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id="sub-search"
            type="search"
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search products"
            className={`${inputClass} w-full pl-9`}
          />
        </div>
        {term.length < 2 ? (
          <p className="text-sm text-muted">Type at least two letters.</p>
        ) : results.isPending ? (
          <SkeletonLines label="Searching" className="flex flex-col gap-2" lines={['h-12', 'h-12', 'h-12']} />
        ) : results.isError ? (
          <ErrorState error={results.error} onRetry={() => void results.refetch()} />
        ) : results.data.length === 0 ? (
          <p className="text-sm text-muted">No products found for “{term}”.</p>
        ) : (
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Products">
            {results.data.map((p) => {
              const options = p.inventory_method === 'Track Inventory By Product Attributes';
              const short = p.inventory_method === 'Track Inventory' && p.stock < quantity;
              const why = options ? 'Has options' : !p.in_stock ? 'Out of stock' : short ? `Only ${p.stock} in stock` : '';
              return (
                <li key={p.name}>
                  <button
                    type="button"
                    disabled={Boolean(why)}
                    onClick={() => {
                      onPick({ id: p.name, name: p.item, price: p.price });
                      onOpenChange(false);
                    }}
                    className="flex w-full items-center gap-3 rounded-lg border border-line p-2 text-left text-sm hover:border-brand-600 disabled:cursor-not-allowed disabled:bg-stone-50"
                  >
                    <img src={assetUrl(p.product_thumb)} alt="" width={40} height={40} className="size-10 rounded object-cover" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{p.item}</span>
                      <span className="block text-xs text-muted">
                        {p.unit} · {p.name}
                        {why && ` · ${why}`}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatPrice(p.price)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
