import { type FormEvent, useState } from 'react';
import { errorText } from '../../../../api/client';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { useCancelOrder } from '../api/cancel-order';
import type { TAdminOrder } from '../api/get-order-detail';
import { RefundChoice } from './RefundChoice';

/** Cancel with a reason (the customer is told it) and the money back to the card or the wallet. Managers and owners. */
export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: TAdminOrder;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<'original' | 'wallet'>('original');
  const [touched, setTouched] = useState(false);
  const cancel = useCancelOrder();
  const reasonError = reason.trim().length < 3 ? 'Give a reason (at least 3 characters): the customer is told it.' : null;
  const paid = order.paid_amount > 0;
  // Only card money has a choice; wallet money and points always go back where they came from.
  const cardPaid = order.paid_amount - order.wallet_amount - order.points_amount > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reasonError) return;
    cancel.mutate(
      { order_id: order.name, reason: reason.trim(), refund_to: refundTo },
      {
        onSuccess: (r) => {
          const parts = [
            r.refund.card ? `${formatPrice(r.refund.card)} to the card` : '',
            r.refund.wallet ? `${formatPrice(r.refund.wallet)} to the wallet` : '',
            r.refund.points ? `${r.refund.points} points` : '',
          ].filter(Boolean);
          notify(`Order ${order.name} cancelled${parts.length ? `; refunded ${parts.join(', ')}` : ''}.`, {
            kind: 'success',
            duration: 6000,
          });
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!cancel.isPending) onOpenChange(o);
      }}
      title={`Cancel order ${order.name}`}
      description="This cannot be undone. Stock and the slot are released, and the customer gets an e-mail with your reason."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Reason" htmlFor="cancel-reason" error={touched ? reasonError : null}>
          <textarea
            id="cancel-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={300}
            required
            aria-invalid={touched && Boolean(reasonError)}
            className={`${inputClass} h-auto py-2`}
          />
        </Field>
        {cardPaid && <RefundChoice name="cancel-refund" value={refundTo} onChange={setRefundTo} disabled={cancel.isPending} />}
        <p className="text-sm">
          {paid
            ? `${formatPrice(order.paid_amount)} was paid; it all goes back automatically.`
            : 'Nothing has been paid yet, so there is nothing to refund.'}
        </p>
        {cancel.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(cancel.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep the order
          </Button>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
