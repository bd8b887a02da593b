import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/toast';
import { useCancelOrder } from '../api/cancel-order';

const REASONS = ['Ordered by mistake', 'I need a different delivery slot', 'I want to change my items', 'Other'];

/** Asks before cancel_order; the shop's refusal shows in the dialog, its answer as a toast. */
function ConfirmCancel({
  orderId,
  onClose,
  onDone,
  extra,
  title,
  description,
  action,
  busy,
  danger,
  children,
}: {
  orderId: string;
  onClose: () => void;
  onDone: () => void;
  extra: () => { back_to_cart?: boolean; cancel_reason?: string };
  title: string;
  description: string;
  action: string;
  busy: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const cancel = useCancelOrder();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () =>
    cancel.mutate(
      { order_id: orderId, ...extra() },
      {
        onSuccess: (res) => {
          if (res.status !== 'Success') return setProblem(res.message);
          notify(res.message, { kind: 'success' });
          onDone();
        },
        onError: (err) => setProblem(errorText(err)),
      },
    );

  return (
    <Dialog open onOpenChange={(o) => !o && !cancel.isPending && onClose()} title={title} description={description}>
      {children}
      {problem && (
        <p role="alert" className={`${children ? 'mt-3' : 'mb-3'} rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800`}>
          {problem}
        </p>
      )}
      <div className={`${children ? 'mt-5' : 'mt-2'} flex flex-wrap justify-end gap-2`}>
        <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
          Keep order
        </Button>
        <Button
          variant={danger ? 'danger' : undefined}
          onClick={confirm}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
        >
          {cancel.isPending ? busy : action}
        </Button>
      </div>
    </Dialog>
  );
}

/** Asks before cancelling (with an optional reason); the shop refunds what was paid. */
export function CancelOrderDialog({ orderId, onClose, onCancelled }: { orderId: string; onClose: () => void; onCancelled: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<string>('');
  return (
    <ConfirmCancel
      orderId={orderId}
      onClose={onClose}
      onDone={onCancelled}
      extra={() => (reason ? { cancel_reason: reason } : {})}
      title={`Cancel order ${orderId}?`}
      description="Your slot is given back and anything you paid is refunded."
      action="Cancel order"
      busy="Cancelling…"
      danger
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
    </ConfirmCancel>
  );
}

/**
 * "Back to basket" for an order still waiting for its card payment: asked first, then the shop
 * cancels it and puts its lines back in the cart (cancel_order with back_to_cart), and the
 * shopper goes to the cart to change it and check out again.
 */
export function BackToBasketDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmCancel
      orderId={orderId}
      onClose={onClose}
      onDone={() => void navigate('/yourcart')}
      extra={() => ({ back_to_cart: true })}
      title="Back to basket?"
      description={`Order ${orderId} is cancelled and its items go back in your basket, to change them and check out again. Your slot is let go; any wallet money or points used come back.`}
      action="Back to basket"
      busy="Moving…"
    />
  );
}
