import { errorText } from '../../../../api/client';
import { formatClock } from '../../../../lib/clock';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { SHOP_TIME_ZONE } from '../../../ui/orders-format';
import type { TAdminOrder } from '../api/get-order-detail';
import { useUpdateOrderStatus } from '../api/update-order-status';

const VERB: Record<string, string> = {
  Confirmed: 'Confirm order',
  Packed: 'Mark as packed',
  'Out for delivery': 'Send out for delivery',
  Delivered: 'Mark as delivered',
};

/** Why a card order not paid yet cannot move on (the server refuses it too), and when it lapses. */
export function awaitingPaymentReason(order: Pick<TAdminOrder, 'expires_at'>): string {
  const by = order.expires_at ? formatClock(order.expires_at, SHOP_TIME_ZONE) : '';
  return `Waiting for the card payment: it can be confirmed once it is paid${by ? ` (cancelled if still unpaid at ${by})` : ''}.`;
}

/** The id of the reason the page shows under its actions (the disabled buttons point at it). */
export const awaitingReasonId = (order: Pick<TAdminOrder, 'name'>) => `awaiting-${order.name}`;

/** The reason, as a note under the order's actions. */
export function AwaitingPaymentNote({ order }: { order: TAdminOrder }) {
  if (!order.awaiting_payment) return null;
  return (
    <p
      id={awaitingReasonId(order)}
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="awaiting-payment-reason"
    >
      {awaitingPaymentReason(order)}
    </p>
  );
}

/** Packing waits for the weighed lines: once packed an order can no longer be weighed, so its final total could not be fixed. */
const waitsForWeighing = (order: Pick<TAdminOrder, 'estimated'>, step: string) => order.estimated && step === 'Packed';

/** The id of the note saying packing waits for the weighing (the disabled buttons point at it). */
export const unpickedReasonId = (order: Pick<TAdminOrder, 'name'>) => `unpicked-${order.name}`;

/** Why a step after confirming is off while lines sold by weight are not picked yet. */
export function UnpickedNote({ order }: { order: TAdminOrder }) {
  if (!order.next_statuses.some((s) => waitsForWeighing(order, s))) return null;
  return (
    <p id={unpickedReasonId(order)} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="unpicked-reason">
      Lines sold by weight: weigh them (Weigh &amp; pick) and finish picking before packing. The final total is charged then.
    </p>
  );
}

/**
 * One button per next step; every button waits while one is saving, and a refusal is shown under
 * them. A card order not paid yet cannot be confirmed: its buttons are off (AwaitingPaymentNote says why);
 * nor can an order with weighed lines be packed before picking is finished (UnpickedNote).
 */
export function StatusActions({ order }: { order: TAdminOrder }) {
  const step = useUpdateOrderStatus();
  if (!order.next_statuses.length) return null;
  const waiting = order.awaiting_payment;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {order.next_statuses.map((s) => {
          const saving = step.isPending && step.variables?.status === s;
          const unpicked = waitsForWeighing(order, s);
          return (
            <Button
              key={s}
              disabled={step.isPending || waiting || unpicked}
              aria-describedby={waiting ? awaitingReasonId(order) : unpicked ? unpickedReasonId(order) : undefined}
              onClick={() =>
                step.mutate(
                  { order_id: order.name, status: s },
                  {
                    onSuccess: (o) =>
                      notify(`Order ${o.name} is now ${o.status}. The customer has been told.`, { kind: 'success', duration: 4000 }),
                  },
                )
              }
            >
              {saving ? 'Saving…' : (VERB[s] ?? `Mark as ${s}`)}
            </Button>
          );
        })}
      </div>
      {step.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(step.error)}
        </p>
      )}
    </div>
  );
}
