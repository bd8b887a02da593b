import { useState } from 'react';
import { errorText } from '../../../../api/client';
import { formatClock } from '../../../../lib/clock';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { ConfirmDialog } from '../../../ui/content-kit';
import { SHOP_TIME_ZONE } from '../../../ui/orders-format';
import type { TAdminOrder } from '../api/get-order-detail';
import { useUpdateOrderStatus } from '../api/update-order-status';

const VERB: Record<string, string> = {
  Confirmed: 'Confirm order',
  Packed: 'Mark as packed',
  'Out for delivery': 'Send out for delivery',
  Delivered: 'Mark as delivered',
};
const verb = (status: string) => VERB[status] ?? `Mark as ${status}`;

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

/** Packing waits for the Picked step (every line picked, weighed lines weighed): the server refuses it too. */
const waitsForPicking = (order: Pick<TAdminOrder, 'picked_at'>, step: string) => !order.picked_at && step === 'Packed';

/** Steps that cannot be undone and are asked about first (a cancellation has its own dialog). */
const CONFIRM: Record<string, string> = {
  Delivered: 'The customer is told their order has arrived, and the order can no longer change or be cancelled.',
};

/** The id of the note saying packing waits for the weighing (the disabled buttons point at it). */
export const unpickedReasonId = (order: Pick<TAdminOrder, 'name'>) => `unpicked-${order.name}`;

/** Why packing is off while the order is not picked yet. */
export function UnpickedNote({ order }: { order: TAdminOrder }) {
  if (!order.next_statuses.some((s) => waitsForPicking(order, s))) return null;
  const lines = `${order.to_pick} ${order.to_pick === 1 ? 'line' : 'lines'} still to pick`;
  return (
    <p id={unpickedReasonId(order)} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="unpicked-reason">
      {order.estimated
        ? `Lines sold by weight: weigh them (Weigh & pick) and finish picking before packing. The final total is charged then. ${order.to_pick ? `(${lines}.)` : ''}`
        : `Pick the order and finish picking before packing${order.to_pick ? ` (${lines})` : ''}.`}
    </p>
  );
}

/**
 * One button per next step; every button waits while one is saving, and a refusal is shown under
 * them. A card order not paid yet cannot be confirmed: its buttons are off (AwaitingPaymentNote says why);
 * nor can an order be packed before picking is finished (UnpickedNote). "Mark as delivered" asks first.
 */
export function StatusActions({ order }: { order: TAdminOrder }) {
  const step = useUpdateOrderStatus();
  const [asking, setAsking] = useState<string | null>(null);
  if (!order.next_statuses.length) return null;
  const waiting = order.awaiting_payment;
  const go = (s: string) =>
    step.mutate(
      { order_id: order.name, status: s as TAdminOrder['status'] },
      {
        onSuccess: (o) => {
          setAsking(null);
          notify(`Order ${o.name} is now ${o.status}. The customer has been told.`, { kind: 'success', duration: 4000 });
        },
      },
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {order.next_statuses.map((s) => {
          const saving = step.isPending && step.variables?.status === s;
          const unpicked = waitsForPicking(order, s);
          return (
            <Button
              key={s}
              disabled={step.isPending || waiting || unpicked}
              aria-describedby={waiting ? awaitingReasonId(order) : unpicked ? unpickedReasonId(order) : undefined}
              onClick={() => (CONFIRM[s] ? setAsking(s) : go(s))}
            >
              {saving ? 'Saving…' : verb(s)}
            </Button>
          );
        })}
      </div>
      {step.isError && !asking && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(step.error)}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => !o && !step.isPending && setAsking(null)}
        title={asking ? `${verb(asking)}: order ${order.name}?` : ''}
        description="This cannot be undone."
        confirmLabel={asking ? verb(asking) : ''}
        cancelLabel="Not yet"
        busyLabel="Saving…"
        pending={step.isPending}
        error={step.isError ? step.error : null}
        onConfirm={() => asking && go(asking)}
      >
        <p>{asking ? CONFIRM[asking] : ''}</p>
      </ConfirmDialog>
    </div>
  );
}
