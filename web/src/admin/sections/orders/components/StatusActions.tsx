import { errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import type { TAdminOrder } from '../api/get-order-detail';
import { useUpdateOrderStatus } from '../api/update-order-status';

const VERB: Record<string, string> = {
  Confirmed: 'Confirm order',
  Packed: 'Mark as packed',
  'Out for delivery': 'Send out for delivery',
  Delivered: 'Mark as delivered',
};

/** One button per next step; every button waits while one is saving, and a refusal is shown under them. */
export function StatusActions({ order }: { order: TAdminOrder }) {
  const step = useUpdateOrderStatus();
  if (!order.next_statuses.length) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {order.next_statuses.map((s) => {
          const saving = step.isPending && step.variables?.status === s;
          return (
            <Button
              key={s}
              disabled={step.isPending}
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
