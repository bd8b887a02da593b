import type { TOrder } from '@larder/contract/checkout';
import { Link } from 'react-router';
import { weightedTotal } from '@larder/contract/money';
import { formatWeight } from '@larder/contract/weighed';
import { formatPrice } from '../../../lib/money';
import { LineImage } from '../../../shared/cart/LineImage';
import { UnitPrice } from '../../../ui/unit-price';
import { Estimate, spokenWeight } from '../../../ui/weighed';

type Line = TOrder['items'][number];
type Weighed = NonNullable<Line['weighed']>;

/**
 * A weighed line in words, on screen and for screen readers: before picking "about 1.6 kg ·
 * est. £7.98" (with "2 × " per piece when there are several), after "Weighed 1.72 kg at £4.99/kg".
 */
export function weighedLineText(w: Weighed, quantity: number): { shown: string; spoken: string } {
  const perKg = formatPrice(w.price_per_kg);
  if (w.weighed_weight_g !== null) {
    const lead = quantity > 1 ? `${quantity} pieces · ` : '';
    return {
      shown: `${lead}Weighed ${formatWeight(w.weighed_weight_g)} at ${perKg}/kg`,
      spoken: `${lead}Weighed ${spokenWeight(w.weighed_weight_g)} at ${perKg} per kilogram`,
    };
  }
  const each = Math.round(w.estimated_weight_g / Math.max(1, quantity));
  const lead = quantity > 1 ? `${quantity} × ` : '';
  const estimate = formatPrice(w.estimated_total);
  return {
    shown: `${lead}about ${formatWeight(each)} · est. ${estimate}`,
    spoken: `${lead}about ${spokenWeight(each)}, estimated ${estimate}`,
  };
}

/** A weighed line's amount: its estimate until weighed, then what it costs (never above its cap). */
function WeighedLine({ line, w }: { line: Line; w: Weighed }) {
  const text = weighedLineText(w, line.quantity);
  const weighedAt = w.weighed_weight_g;
  // Weighed heavier than the estimate allows: charged the cap, as promised.
  const capped = weighedAt !== null && weightedTotal(Math.round(w.price_per_kg * 100), weighedAt) > Math.round(line.total * 100);
  return (
    <>
      <p className="text-xs text-muted" data-testid="weighed-line">
        <span aria-hidden="true">{text.shown}</span>
        <span className="sr-only">{text.spoken}</span>
      </p>
      {weighedAt === null && <UnitPrice value={line.unit_price} className="block" />}
      {capped && <p className="text-xs font-semibold text-leaf">Capped at {formatPrice(w.max_total)}, the most we charge for it</p>}
    </>
  );
}

function substitutionText(l: Line): string | null {
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
        const w = l.is_free_item ? null : l.weighed;
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
              {w ? (
                <WeighedLine line={l} w={w} />
              ) : (
                <>
                  <p className="text-xs text-muted">
                    {l.quantity} × {l.is_free_item ? 'FREE' : formatPrice(l.price)}
                    {l.attribute_description && ` · ${l.attribute_description}`}
                  </p>
                  <UnitPrice value={l.unit_price} className="block" />
                </>
              )}
              {l.note && <p className="text-xs text-muted">Note: {l.note}</p>}
              {sub && <p className="text-xs text-muted">{sub}</p>}
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {l.is_free_item ? (
                <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">FREE</span>
              ) : w && w.weighed_weight_g === null ? (
                <Estimate amount={l.total} testId="order-line-total" />
              ) : (
                <span data-testid="order-line-total">{formatPrice(l.total)}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
