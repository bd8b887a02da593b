import { money } from '../format';
import { ActionButton, EmailLayout, Label, Nowrap, Paragraph, Title } from '../layout';
import { OrderReference, RefundBreakdown, type RefundSplit } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderRefundedProps {
  order: OrderEmailData;
  refund: RefundSplit;
  reason?: string;
}

/** A refund on an order (whole or part): how much went back, to card, wallet or points, and why. */
export const orderRefunded = defineEmail<OrderRefundedProps>({
  name: 'order-refunded',
  subject: ({ order, shop, refund }) =>
    refund.card + refund.wallet > 0
      ? `We have refunded ${money(refund.card + refund.wallet, shop.currency)} for order ${order.id}`
      : `We have refunded your points for order ${order.id}`,
  component: ({ order, shop, refund, reason }) => {
    const amount = money(refund.card + refund.wallet, shop.currency);
    return (
      <EmailLayout
        shop={shop}
        preview={`${amount} is on its way back to you for order ${order.id}.`}
        reason={
          <>
            You are getting this e-mail because we refunded part or all of order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>{refund.card + refund.wallet > 0 ? `${amount} is on its way back to you` : 'Your points are back'}</Title>
        <OrderReference order={order} shop={shop} />
        {reason ? (
          <>
            <Label>Why</Label>
            <Paragraph>{reason}</Paragraph>
          </>
        ) : null}
        <Label>Where it goes</Label>
        <RefundBreakdown refund={refund} shop={shop} />
        <Paragraph style={{ fontSize: '15px' }}>The order came to {money(order.totals.total, shop.currency)}.</Paragraph>
        <ActionButton href={order.url}>View your order</ActionButton>
      </EmailLayout>
    );
  },
});
