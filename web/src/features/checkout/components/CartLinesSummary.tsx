import type { TCartLine } from '@larder/contract/cart';
import { formatPrice } from '../../../lib/money';
import { LineImage } from '../../../shared/cart/LineImage';
import { UnitPrice } from '../../../ui/unit-price';
import { Estimate, WeighedLabel } from '../../../ui/weighed';

const SUBSTITUTION_TEXT: Record<TCartLine['substitution'], string> = {
  best_match: 'Best match if unavailable',
  no_substitute: 'No substitute',
  specific: 'Substitute chosen',
};

/** The cart's lines, read-only, for the order summary (FREE items marked). */
export function CartLinesSummary({ lines, showSubstitution = false }: { lines: TCartLine[]; showSubstitution?: boolean }) {
  return (
    <ul className="divide-y divide-line" data-testid="summary-lines">
      {lines.map((l) => {
        // Sold by weight: estimates until the line is weighed when picked.
        const weighed = l.is_free_item ? null : l.sold_by_weight;
        return (
          <li key={l.name} className="flex items-center gap-3 py-2.5">
            <LineImage src={l.image} size={48} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium">{l.product_name}</p>
              <p className="text-xs text-muted">
                {l.quantity} × {l.is_free_item ? 'FREE' : weighed ? <Estimate amount={l.price} /> : formatPrice(l.price)}
                {l.attribute_description && ` · ${l.attribute_description}`}
              </p>
              {weighed ? <WeighedLabel value={weighed} className="block" /> : <UnitPrice value={l.unit_price} className="block" />}
              {showSubstitution && !l.is_free_item && (
                <p className="text-xs text-muted">
                  {l.substitution === 'specific' && l.substitute_product_name
                    ? `Substitute: ${l.substitute_product_name}`
                    : SUBSTITUTION_TEXT[l.substitution]}
                </p>
              )}
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {l.is_free_item ? (
                <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">FREE</span>
              ) : weighed ? (
                <Estimate amount={l.total} />
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
