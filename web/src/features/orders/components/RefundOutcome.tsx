import type { TOrder } from '@larder/contract/checkout';
import { Undo2 } from 'lucide-react';
import { formatPrice } from '../../../lib/money';
import { formatDateTime } from '../order-format';

/** A cancelled order: when, and where its money went back (wallet, points, card). */
export function RefundOutcome({ order }: { order: TOrder }) {
  const o = order;
  const at = o.status_history.find((h) => h.status === 'Cancelled')?.at;
  // A cancelled order keeps nothing (paid_amount is 0): what went back is refunded_amount.
  const refunded = o.refunded_amount > 0;
  const byCard = o.payment_method_name === 'Card' && o.refunded_amount > o.wallet_amount + o.points_amount;
  return (
    <section
      role="status"
      aria-labelledby="refund-h"
      className="rounded-2xl border border-line bg-white p-4 md:p-5"
      data-testid="refund-outcome"
    >
      <h2 id="refund-h" className="flex items-center gap-2 text-base font-bold">
        <Undo2 aria-hidden="true" className="size-5 text-brand-600" />
        Order cancelled{at ? ` on ${formatDateTime(at)}` : ''}
      </h2>
      {refunded ? (
        <div className="mt-2 space-y-1 text-sm">
          <p className="font-semibold">
            Refund: <span data-testid="refund-amount">{formatPrice(o.refunded_amount)}</span>
          </p>
          <ul className="list-disc space-y-0.5 pl-5 text-ink/80">
            {byCard && <li>The card payment goes back to your card (usually within 3–5 working days).</li>}
            {o.wallet_amount > 0 && <li>{formatPrice(o.wallet_amount)} is back in your wallet now.</li>}
            {o.points_redeemed > 0 && <li>{o.points_redeemed} points are back in your balance.</li>}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink/80">Nothing was charged for this order, so there is nothing to refund.</p>
      )}
    </section>
  );
}
