import type { TOrder } from '@larder/contract/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, CreditCard, ShoppingBasket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClock } from '../../../lib/clock';
import { formatPrice } from '../../../lib/money';
import { Button } from '../../../ui/button';

/** Once the time to pay has run out the shop cancels the order within a job tick: ask again until it has. */
const AFTER_EXPIRY_POLL_MS = 15_000;

function useExpired(expiresAt: string | null): boolean {
  const at = expiresAt ? new Date(expiresAt).getTime() : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = at - Date.now();
    if (Number.isNaN(left)) return;
    // One wake-up at the deadline (an order waits half an hour, far below setTimeout's limit).
    const t = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, left + 250), 2 ** 31 - 1));
    return () => window.clearTimeout(t);
  }, [at]);
  return !Number.isNaN(at) && at <= now;
}

/**
 * A card order placed but not paid (the sheet was closed, or the card declined): what is owed,
 * until when (the server's expires_at, on the shopper's clock), Pay now and Back to basket. After
 * the deadline it says what happens and follows the shop until the order is cancelled.
 */
export function AwaitingPaymentPanel({
  order,
  canPay,
  paying,
  onPay,
  onBackToBasket,
}: {
  order: TOrder;
  canPay: boolean;
  paying: boolean;
  onPay: () => void;
  onBackToBasket: () => void;
}) {
  const qc = useQueryClient();
  const expired = useExpired(order.expires_at);
  const by = order.expires_at ? formatClock(order.expires_at) : '';

  useEffect(() => {
    if (!expired) return;
    const refresh = () =>
      ['get_order_details', 'order_list', 'get_cartItems'].forEach((name) => void qc.invalidateQueries({ queryKey: [name] }));
    const t = window.setInterval(refresh, AFTER_EXPIRY_POLL_MS);
    return () => window.clearInterval(t);
  }, [expired, qc]);

  return (
    <section
      aria-labelledby="awaiting-h"
      className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 md:p-4"
      data-testid="unpaid"
    >
      <h3 id="awaiting-h" className="flex items-center gap-2 text-base font-bold">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        Waiting for your card payment
      </h3>
      <p className="mt-1" role="status" data-testid="awaiting-deadline">
        {expired
          ? 'The time to pay has run out: the order is being cancelled and your basket returned to your cart.'
          : by
            ? `Pay by ${by} or it will be cancelled and your basket returned.`
            : 'Pay now to complete your order.'}
      </p>
      {order.estimated && order.max_total !== null ? (
        // Weighed items: the card holds the most the order may cost and is charged the weighed amount after picking.
        <p className="mt-1">
          To authorise on your card: up to{' '}
          <strong className="tabular-nums">
            {formatPrice(Math.max(0, Math.round((order.max_total - order.paid_amount) * 100) / 100))}
          </strong>
          , charged the weighed amount after picking
        </p>
      ) : (
        <p className="mt-1">
          To pay by card: <strong className="tabular-nums">{formatPrice(order.outstanding_amount)}</strong>
        </p>
      )}
      {!expired && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canPay && (
            <Button onClick={onPay} disabled={paying}>
              <CreditCard aria-hidden="true" className="size-4" /> {paying ? 'Paying…' : 'Pay now'}
            </Button>
          )}
          {order.can_cancel && (
            <Button variant="secondary" onClick={onBackToBasket} disabled={paying}>
              <ShoppingBasket aria-hidden="true" className="size-4" /> Back to basket
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
