import type { TCartLine } from '@larder/contract/cart';
import { packSizeLabel } from '@larder/contract/unit-price';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { LineImage } from '../../../shared/cart/LineImage';
import { QtyStepper } from '../../../shared/cart/QtyStepper';
import type { CartAlerts } from '../../../shared/cart/use-cart-alert';
import type { useLineActions } from '../../../shared/cart/use-line-actions';
import { SubstitutionChoice } from './SubstitutionChoice';
import { UnitPrice } from '../../../ui/unit-price';
import { Estimate, WeighedLabel } from '../../../ui/weighed';

export const NO_STOCK_LABEL = 'No stock available.!';

/** One cart line: picture, name, options, note, price, quantity controls, delete, substitution. */
export function CartLineItem({
  line,
  actions,
  alerts,
  noStock,
  eager,
}: {
  line: TCartLine;
  actions: ReturnType<typeof useLineActions>;
  alerts: CartAlerts;
  /** The stock check named this line, or the shop says it cannot be bought as it is. */
  noStock: boolean;
  eager: boolean;
}) {
  const free = line.is_free_item === 1;
  const busy = actions.isBusy(line);
  // Sold by weight: the amounts are estimates until the line is weighed when picked.
  const weighed = free ? null : line.sold_by_weight;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line" data-line={line.name}>
      <Link to={`/pr/${line.route}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LineImage src={line.image} size={80} eager={eager} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-sm leading-snug font-semibold md:text-base">
              <Link to={`/pr/${line.route}`} className="hover:text-brand-700 hover:underline">
                {line.product_name}
              </Link>
            </h3>
            {weighed ? (
              <p className="text-xs">
                <WeighedLabel value={weighed} />
              </p>
            ) : (
              <p className="text-xs text-muted">{line.attribute_description || packSizeLabel(line.unit)}</p>
            )}
            {line.note && <p className="text-xs text-muted italic">Note: {line.note}</p>}
          </div>
          <div className="shrink-0 text-right">
            {free ? (
              <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">FREE</span>
            ) : (
              <>
                {weighed ? (
                  <p className="font-bold tabular-nums">
                    <Estimate amount={line.total} spoken="Estimated" testId="line-total" />
                  </p>
                ) : (
                  <p className="font-bold tabular-nums" data-testid="line-total">
                    {formatPrice(line.total)}
                  </p>
                )}
                <p className="text-xs text-muted tabular-nums">
                  {formatPrice(line.price)} each
                  {line.old_price !== null && line.old_price > line.price && (
                    <>
                      {' '}
                      <span className="sr-only">, was </span>
                      <span className="line-through">{formatPrice(line.old_price)}</span>
                    </>
                  )}
                </p>
                {!weighed && <UnitPrice value={line.unit_price} className="block tabular-nums" />}
              </>
            )}
          </div>
        </div>
        {noStock && <p className="text-xs font-semibold text-red-700">{NO_STOCK_LABEL}</p>}
        {!free && (
          <>
            <div className="mt-1 flex items-center gap-2">
              <div className="w-32">
                <QtyStepper
                  name={line.product_name}
                  qty={line.quantity}
                  busy={busy}
                  canIncrease={line.in_stock}
                  onDecrease={() => void actions.decrease(line)}
                  onIncrease={() => void actions.increase(line)}
                />
              </div>
              <button
                type="button"
                aria-label={`Delete ${line.product_name}`}
                onClick={() => void actions.remove(line)}
                className="grid size-9 place-items-center rounded-full text-muted hover:bg-stone-100 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
            {/* Nothing to substitute for a line that cannot be bought (and is not charged). */}
            {!noStock && <SubstitutionChoice line={line} alerts={alerts} />}
          </>
        )}
      </div>
    </li>
  );
}
