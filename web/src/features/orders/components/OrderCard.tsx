import type { CallResult } from '@larder/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { Estimate } from '../../../ui/weighed';
import { formatDate } from '../order-format';
import { PaymentChip, StatusChip } from './StatusChip';

type TOrderRow = CallResult<'order_list'>[number];

/** One order in My Orders: number, date, status, what is in it, slot and total; the whole card opens it. */
export function OrderCard({ order }: { order: TOrderRow }) {
  return (
    <li>
      <article className="relative rounded-2xl border border-line bg-white p-4 transition hover:shadow-md" data-testid="order-card">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-base font-bold">
              <Link to={`/order-detail/${order.name}`} className="after:absolute after:inset-0 after:content-['']">
                Order {order.name}
              </Link>
            </h2>
            <p className="text-xs text-muted">Placed {formatDate(order.created)}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <StatusChip status={order.status} collection={order.collect_from !== null} />
            <PaymentChip
              status={order.payment_status}
              method={order.payment_method_name}
              awaiting={order.awaiting_payment}
              collection={order.collect_from !== null}
            />
          </div>
        </div>
        {order.items_preview.length > 0 && (
          <p className="mt-2 line-clamp-2 text-sm text-ink/80">
            {order.items_preview.join(', ')}
            {/* The shop previews up to four lines. */}
            {order.items_preview.length >= 4 && ', …'}
          </p>
        )}
        <div className="mt-3 flex items-end justify-between gap-3 text-sm">
          <p className="text-muted">
            {order.item_count} {order.item_count === 1 ? 'item' : 'items'} · {order.shipping_method_name}
            {order.format_delivery_date && ` · ${order.format_delivery_date}`}
            {order.delivery_slot && `, ${order.delivery_slot}`}
          </p>
          <p className="flex shrink-0 items-center gap-1 font-bold tabular-nums">
            {order.estimated && order.status !== 'Cancelled' ? (
              <Estimate amount={order.total_amount} spoken="Estimated total" />
            ) : (
              formatPrice(order.total_amount)
            )}
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </p>
        </div>
      </article>
    </li>
  );
}
