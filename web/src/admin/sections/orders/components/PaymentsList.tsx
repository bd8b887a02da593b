import { formatPrice } from '../../../../lib/money';
import { formatDateTime } from '../../../ui/orders-format';
import type { TAdminOrder } from '../api/get-order-detail';

const PURPOSE: Record<string, string> = { order: 'Order payment' };

/** Payments against the order with what was refunded from each. */
export function PaymentsList({ payments }: { payments: TAdminOrder['payments'] }) {
  if (!payments.length) return <p className="text-sm text-muted">No card or online payments: cash on delivery, or not paid yet.</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {payments.map((p) => (
        <li key={p.name} className="py-2">
          <div className="flex items-start justify-between gap-3">
            <span>
              <span className="font-medium">{PURPOSE[p.purpose] ?? p.purpose}</span>
              <span className="text-muted"> · {p.provider}</span>
              <span className="block text-xs text-muted">
                {p.name} · {formatDateTime(p.created)}
              </span>
            </span>
            <span className="text-right">
              <span className="block font-semibold tabular-nums">{formatPrice(p.amount)}</span>
              <span className="block text-xs capitalize">{p.status}</span>
            </span>
          </div>
          {p.refunded_amount > 0 && (
            <p className="mt-1 rounded bg-stone-100 px-2 py-1 text-xs">Refunded {formatPrice(p.refunded_amount)} to the card</p>
          )}
          {p.failure_message && <p className="mt-1 text-xs text-red-800">{p.failure_message}</p>}
        </li>
      ))}
    </ul>
  );
}
