import { CheckCircle2 } from 'lucide-react';
import type { TOrder } from '@larder/contract/checkout';

/** Shown while a just-placed order waits for its payment (the sheet is over it). */
export function PlacedPanel({ order }: { order: TOrder }) {
  return (
    <div
      role="status"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-line bg-white px-5 py-10 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-lg font-bold">Order {order.name} placed</h2>
      <p className="text-sm text-muted">Finishing your payment…</p>
    </div>
  );
}
