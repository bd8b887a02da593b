import type { TOrder } from '@larder/contract/checkout';
import { CalendarClock, MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';

/** When and where: the slot, then the shop to collect from (with `note`) or the delivery address. */
export function OrderPlace({ order: o, collection, note }: { order: TOrder; collection: boolean; note?: ReactNode }) {
  return (
    <>
      {o.format_delivery_date && (
        <p className="flex gap-2">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <span data-testid="order-slot">
            {o.format_delivery_date}
            {o.delivery_slot && `, ${o.delivery_slot}`}
          </span>
        </p>
      )}
      {collection ? (
        <p className="flex gap-2">
          <Store aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <span>
            <span className="block font-semibold">Collect from</span>
            <span data-testid="collect-from">{o.collect_from}</span>
            {note}
          </span>
        </p>
      ) : (
        o.shipping_address && (
          <p className="flex gap-2">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <span>{o.shipping_address}</span>
          </p>
        )
      )}
    </>
  );
}
