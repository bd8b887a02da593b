import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { formatClock } from '../../lib/clock';
import { formatPrice } from '../../lib/money';
import { useAwaitingPaymentOrder } from './awaiting-payment-order';

/**
 * In an empty cart: the shopper's order that waits for its card payment, with the way to it. The
 * basket is not lost: it is that order, payable until it expires (then its lines come back here).
 */
export function AwaitingPaymentNotice({ onNavigate }: { onNavigate?: () => void }) {
  const order = useAwaitingPaymentOrder();
  if (!order) return null;
  const by = order.expires_at ? formatClock(order.expires_at) : '';
  return (
    <div
      role="status"
      className="w-full rounded-xl border border-amber-200 bg-amber-50 p-3 text-left text-sm text-amber-950"
      data-testid="awaiting-order"
    >
      <p className="flex items-start gap-2">
        <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          Your basket is in order <strong>{order.name}</strong>, waiting for its card payment of{' '}
          <strong className="tabular-nums">{formatPrice(order.outstanding_amount)}</strong>
          {by && <> — pay by {by} or it comes back here</>}.
        </span>
      </p>
      <Link
        to={`/order-detail/${order.name}`}
        onClick={onNavigate}
        className="mt-2 ml-6 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Go to order {order.name}
      </Link>
    </div>
  );
}
