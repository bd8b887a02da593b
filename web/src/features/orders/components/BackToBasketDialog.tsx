import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/toast';
import { useCancelOrder } from '../api/cancel-order';

/**
 * "Back to basket" for an order still waiting for its card payment: asked first, then the shop
 * cancels it and puts its lines back in the cart (cancel_order with back_to_cart), and the
 * shopper goes to the cart to change it and check out again.
 */
export function BackToBasketDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const cancel = useCancelOrder();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () =>
    cancel.mutate(
      { order_id: orderId, back_to_cart: true },
      {
        onSuccess: (res) => {
          if (res.status === 'Success') {
            notify(res.message, { kind: 'success' });
            void navigate('/yourcart');
          } else setProblem(res.message);
        },
        onError: (err) => setProblem(errorText(err)),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !cancel.isPending && onClose()}
      title="Back to basket?"
      description={`Order ${orderId} is cancelled and its items go back in your basket, to change them and check out again. Your slot is let go; any wallet money or points used come back.`}
    >
      {problem && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
          Keep order
        </Button>
        <Button onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
          {cancel.isPending ? 'Moving…' : 'Back to basket'}
        </Button>
      </div>
    </Dialog>
  );
}
