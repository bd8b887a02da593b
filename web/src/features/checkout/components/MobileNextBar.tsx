import { formatPrice } from '../../../lib/money';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { type Checkout, restToPay } from '../use-checkout';

/** The mobile checkout's fixed bottom bar: the total and the one next-step button. */
export function MobileNextBar({
  c,
  label,
  onPress,
  disabled = false,
  busy = false,
  hint,
}: {
  c: Checkout;
  label: string;
  onPress: () => void;
  disabled?: boolean;
  busy?: boolean;
  hint?: string | null;
}) {
  const total = c.summary.data?.total ?? null;
  // What the card or cash pays when points or the wallet take part of the total (the server's to_pay).
  const rest = restToPay(c);
  const items = c.cart.data?.cart.item_count ?? 0;
  // Weighed items not weighed yet: the total is an estimate.
  const estimated = Boolean(c.summary.data?.weighed);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
      {hint && <p className="mb-2 text-xs font-semibold text-red-700">{hint}</p>}
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1 leading-tight">
          <span className="block text-xs text-muted">
            {estimated ? 'Estimated total' : 'Total'} · {items} {items === 1 ? 'item' : 'items'}
          </span>
          {total === null ? (
            <Skeleton className="mt-1 h-6 w-20" />
          ) : (
            <span className="text-lg font-extrabold tabular-nums" data-testid="bar-total">
              {formatPrice(total)}
            </span>
          )}
          {rest && (
            <span className="block text-xs font-semibold" data-testid="bar-to-pay">
              {rest.label}: <span className="tabular-nums">{formatPrice(rest.amount)}</span>
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={onPress}
          disabled={disabled}
          aria-busy={busy || undefined}
          className={buttonClass('primary', 'lg', 'px-6 aria-busy:cursor-wait aria-busy:opacity-80')}
        >
          {label}
        </button>
      </div>
    </div>
  );
}
