import { useId, useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/toast';
import { useCancelOrder } from '../api/cancel-order';

const REASONS = ['Ordered by mistake', 'I need a different delivery slot', 'I want to change my items', 'Other'];

/** Asks before cancelling (with an optional reason); the shop refunds what was paid. */
export function CancelOrderDialog({ orderId, onClose, onCancelled }: { orderId: string; onClose: () => void; onCancelled: () => void }) {
  const id = useId();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () =>
    cancel.mutate(
      { order_id: orderId, ...(reason ? { cancel_reason: reason } : {}) },
      {
        onSuccess: (res) => {
          if (res.status === 'Success') {
            notify(res.message, { kind: 'success' });
            onCancelled();
          } else setProblem(res.message);
        },
        onError: (err) => setProblem(errorText(err)),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !cancel.isPending && onClose()}
      title={`Cancel order ${orderId}?`}
      description="Your slot is given back and anything you paid is refunded."
    >
      <fieldset className="space-y-1.5">
        <legend className="mb-1 text-sm font-semibold">Why are you cancelling? (optional)</legend>
        {REASONS.map((r) => (
          <label key={r} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className="size-4 accent-brand-600"
            />
            {r}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
          Keep order
        </Button>
        <Button variant="danger" onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </div>
    </Dialog>
  );
}
