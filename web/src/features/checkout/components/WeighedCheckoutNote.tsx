import { Scale } from 'lucide-react';
import { formatPrice } from '../../../lib/money';
import { keepPercent } from '../../../ui/weighed';

/**
 * Before paying for weighed items: the server's promise, and for a card what it is authorised
 * for (the most the order may cost, less what the wallet and points pay now) and when it is charged.
 */
export function WeighedCheckoutNote({
  weighed,
  total,
  toPay,
  byCard,
}: {
  /** get_checkout_summary.weighed (pounds). */
  weighed: { max_total: number; promise: string };
  total: number;
  toPay: number;
  /** The rest is paid by card (not the wallet, not cash). */
  byCard: boolean;
}) {
  // The card holds the most the order may cost, less what is paid now from the wallet or with points.
  const hold = Math.max(0, Math.round((weighed.max_total - (total - toPay)) * 100) / 100);
  return (
    <div
      className="mt-3 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
      data-testid="weighed-note"
    >
      <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-800" />
      <div className="space-y-1">
        <p>{keepPercent(weighed.promise)}</p>
        {byCard && hold > 0 && (
          <p className="font-semibold" data-testid="weighed-card-hold">
            Your card is authorised for up to {formatPrice(hold)} and charged the weighed amount after picking.
          </p>
        )}
      </div>
    </div>
  );
}
