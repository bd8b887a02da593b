import type { TOrder } from '@larder/contract/checkout';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { LineImage } from '../../../shared/cart/LineImage';
import { UnitPrice } from '../../../ui/unit-price';

function substitutionText(l: TOrder['items'][number]): string | null {
  if (l.is_free_item) return null;
  if (l.substitution === 'specific')
    return l.substitute_product_name ? `If unavailable: ${l.substitute_product_name}` : 'If unavailable: a chosen substitute';
  if (l.substitution === 'best_match') return 'If unavailable: best match';
  if (l.substitution === 'no_substitute') return 'If unavailable: no substitute (refund)';
  return null;
}

/** The order's lines with quantity, price, options, note and what may replace each if short. */
export function OrderLines({ items }: { items: TOrder['items'] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((l, i) => {
        const sub = substitutionText(l);
        return (
          <li key={l.name} className="flex gap-3 py-3" data-testid="order-line">
            <LineImage src={l.image} size={56} eager={i < 4} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {l.route ? (
                  <Link to={`/pr/${l.route}`} className="hover:text-brand-700 hover:underline">
                    {l.product_name}
                  </Link>
                ) : (
                  l.product_name
                )}
              </p>
              <p className="text-xs text-muted">
                {l.quantity} × {l.is_free_item ? 'FREE' : formatPrice(l.price)}
                {l.attribute_description && ` · ${l.attribute_description}`}
              </p>
              <UnitPrice value={l.unit_price} className="block" />
              {l.note && <p className="text-xs text-muted">Note: {l.note}</p>}
              {sub && <p className="text-xs text-muted">{sub}</p>}
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {l.is_free_item ? (
                <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">FREE</span>
              ) : (
                formatPrice(l.total)
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
