import { adminOrdersCalls } from '@larder/contract/admin-orders';
import { formatPrice } from '../../../../lib/money';
import { Form, FormSummary, FormTextArea, SubmitButton, useContractForm } from '../../../../shared/forms';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { useCancelOrder } from '../api/cancel-order';
import type { TAdminOrder } from '../api/get-order-detail';
import { RefundChoice } from './RefundChoice';

const REASON = 'Give a reason (at least 3 characters): the customer is told it.';

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
  const form = useContractForm(adminOrdersCalls.admin_cancel_order.payload, {
    defaultValues: { order_id: order.name, reason: '', refund_to: 'original' },
    words: { reason: { required: REASON, too_small: REASON } },
  });
  const cancel = useCancelOrder();
  const busy = form.formState.isSubmitting;
  const paid = order.paid_amount > 0;
  // Only card money has a choice; wallet money and points always go back where they came from.
  const cardPaid = order.paid_amount - order.wallet_amount - order.points_amount > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!busy) onOpenChange(o);
      }}
      title={`Cancel order ${order.name}`}
      description="This cannot be undone. Stock and the slot are released, and the customer gets an e-mail with your reason."
    >
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async (v) => {
          const r = await cancel.mutateAsync(v);
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
        }}
      >
        <FormTextArea name="reason" label="Reason" rows={3} maxLength={300} required />
        {cardPaid && (
          <RefundChoice
            name="cancel-refund"
            value={form.watch('refund_to') ?? 'original'}
            onChange={(v) => form.setValue('refund_to', v)}
            disabled={busy}
          />
        )}
        <p className="text-sm">
          {paid
            ? `${formatPrice(order.paid_amount)} was paid; it all goes back automatically.`
            : 'Nothing has been paid yet, so there is nothing to refund.'}
        </p>
        <FormSummary />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            Keep the order
          </Button>
          <SubmitButton variant="danger" busy="Cancelling…">
            Cancel order
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
