import { adminOrdersCalls } from '@larder/contract/admin-orders';
import { formatPrice } from '../../../../lib/money';
import { useContractForm } from '../../../../shared/forms';
import { notify } from '../../../../ui/toast';
import { ConsoleTextArea } from '../../../ui/console-fields';
import { FormDialog } from '../../../ui/FormDialog';
import { useCancelOrder } from '../api/cancel-order';
import type { TAdminOrder } from '../api/get-order-detail';
import { RefundChoice } from './RefundChoice';

const REASON = 'Give a reason (at least 3 characters): the customer is told it.';

/** Cancel with a reason (the customer is told it) and the money back to the card or the wallet. Managers and owners. */
export function CancelOrderDialog({ order, onClose }: { order: TAdminOrder; onClose: () => void }) {
  const form = useContractForm(adminOrdersCalls.admin_cancel_order.payload, {
    defaultValues: { order_id: order.name, reason: '', refund_to: 'original' },
    words: { reason: { required: REASON, too_small: REASON } },
  });
  const cancel = useCancelOrder();
  const paid = order.paid_amount > 0;
  // Only card money has a choice; wallet money and points always go back where they came from.
  const cardPaid = order.paid_amount - order.wallet_amount - order.points_amount > 0;

  return (
    <FormDialog
      onClose={onClose}
      title={`Cancel order ${order.name}`}
      description="This cannot be undone. Stock and the slot are released, and the customer gets an e-mail with your reason."
      form={form}
      submitLabel="Cancel order"
      submitVariant="danger"
      busyLabel="Cancelling…"
      cancelLabel="Keep the order"
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
        onClose();
      }}
    >
      <ConsoleTextArea name="reason" label="Reason" rows={3} maxLength={300} required />
      {cardPaid && (
        <RefundChoice
          name="cancel-refund"
          value={form.watch('refund_to') ?? 'original'}
          onChange={(v) => form.setValue('refund_to', v)}
          disabled={form.formState.isSubmitting}
        />
      )}
      <p className="text-sm">
        {paid
          ? `${formatPrice(order.paid_amount)} was paid; it all goes back automatically.`
          : 'Nothing has been paid yet, so there is nothing to refund.'}
      </p>
    </FormDialog>
  );
}
