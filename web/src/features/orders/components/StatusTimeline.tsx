import type { TOrder } from '@larder/contract/checkout';
import { Check, X } from 'lucide-react';
import { COLLECTION_STEPS, formatDateTime, ORDER_STEPS, statusText } from '../order-format';

/**
 * Where the order is: the shop's steps with the time each was reached (from the status history);
 * a cancelled order shows the steps it reached and then the cancellation. A Click & Collect order
 * is ready to collect once packed, then collected.
 */
export function StatusTimeline({ order }: { order: TOrder }) {
  const collection = order.collect_from !== null;
  const STEPS: readonly string[] = collection ? COLLECTION_STEPS : ORDER_STEPS;
  const at = new Map(order.status_history.map((h) => [h.status, h.at]));
  const cancelled = order.status === 'Cancelled';
  const reachedIndex = STEPS.findIndex((s) => s === order.status);
  const steps: { status: string; at?: string; done: boolean; cancelled?: boolean }[] = cancelled
    ? [
        ...STEPS.filter((s) => at.has(s)).map((s) => ({ status: s, at: at.get(s), done: true })),
        { status: 'Cancelled', at: at.get('Cancelled'), done: true, cancelled: true },
      ]
    : STEPS.map((s, i) => ({ status: s, at: at.get(s), done: i <= reachedIndex }));

  return (
    <ol className="space-y-0" aria-label="Order progress">
      {steps.map((s, i) => (
        <li key={s.status} className="relative flex gap-3 pb-4 last:pb-0">
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${steps[i + 1]!.done ? 'bg-leaf' : 'bg-stone-200'}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`relative grid size-6 shrink-0 place-items-center rounded-full ${
              s.cancelled ? 'bg-red-700 text-white' : s.done ? 'bg-leaf text-white' : 'border-2 border-stone-300 bg-white'
            }`}
          >
            {s.cancelled ? <X className="size-3.5" /> : s.done ? <Check className="size-3.5" /> : null}
          </span>
          <div className="text-sm">
            <p className={s.done ? 'font-semibold' : 'text-muted'}>
              {statusText(s.status, collection)}
              <span className="sr-only">{s.done ? (s.status === order.status ? ' (current)' : ' (done)') : ' (to come)'}</span>
            </p>
            {s.at && <p className="text-xs text-muted">{formatDateTime(s.at)}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
