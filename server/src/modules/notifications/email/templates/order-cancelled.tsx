import { ActionButton, EmailLayout, Label, Nowrap, Paragraph, Title } from '../layout';
import { OrderReference, RefundBreakdown, type RefundSplit } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderCancelledProps {
  order: OrderEmailData;
  reason?: string;
  /** What goes back where; all zero when nothing was paid. */
  refund: RefundSplit;
}

/** The order is cancelled: why, and what is refunded where. */
export const orderCancelled = defineEmail<OrderCancelledProps>({
  name: 'order-cancelled',
  subject: ({ order }) => `Your order ${order.id} has been cancelled`,
  component: ({ order, shop, reason, refund }) => {
    const nothingPaid = refund.card + refund.wallet + refund.points === 0;
    return (
      <EmailLayout
        shop={shop}
        preview={`Order ${order.id} has been cancelled${nothingPaid ? '. You have not been charged.' : '. Your refund is on its way.'}`}
        reason={
          <>
            You are getting this e-mail because you placed order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>Your order has been cancelled</Title>
        <OrderReference order={order} shop={shop} />
        {reason ? (
          <>
            <Label>Why</Label>
            <Paragraph>{reason}</Paragraph>
          </>
        ) : null}
        {nothingPaid ? (
          <Paragraph>Nothing was paid for this order, so you have not been charged.</Paragraph>
        ) : (
          <>
            <Label>Your refund</Label>
            <RefundBreakdown refund={refund} shop={shop} />
          </>
        )}
        <Paragraph>We are sorry. You are welcome to order again at any time.</Paragraph>
        <ActionButton href={`${shop.url}/`}>Shop again</ActionButton>
      </EmailLayout>
    );
  },
});
