import { firstName, paymentState } from '../format';
import { ActionButton, EmailLayout, Nowrap, Paragraph, Title } from '../layout';
import { Bill, FulfilmentBox, ItemList, OrderComments, OrderReference, PaymentBanner } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderReceivedProps {
  order: OrderEmailData;
  /** Minutes left to pay by card before the order is cancelled (a card order not yet paid). */
  expiresInMinutes?: number;
}

/** Sent right after an order is placed: everything ordered, the slot, the bill and how it is (or will be) paid. */
export const orderReceived = defineEmail<OrderReceivedProps>({
  name: 'order-received',
  subject: ({ order, shop }) =>
    paymentState(order).kind === 'awaiting_card'
      ? `Almost done: pay for your ${shop.name} order ${order.id}`
      : `Thanks for your ${shop.name} order ${order.id}`,
  component: ({ order, shop, expiresInMinutes }) => {
    const name = firstName(order.customerName);
    const state = paymentState(order, expiresInMinutes);
    return (
      <EmailLayout
        shop={shop}
        preview={`Order ${order.id}: ${state.words}.`}
        reason={
          <>
            You are getting this e-mail because you placed order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>{name ? `Thanks for your order, ${name}` : 'Thanks for your order'}</Title>
        <OrderReference order={order} shop={shop} />
        <PaymentBanner order={order} shop={shop} expiresInMinutes={expiresInMinutes} />
        {state.kind === 'awaiting_card' ? (
          <>
            <Paragraph>We have your order and are holding your slot. It is not complete until it is paid.</Paragraph>
            <ActionButton href={order.url}>Pay for your order</ActionButton>
          </>
        ) : (
          <Paragraph>We have your order and will e-mail you again when it is confirmed.</Paragraph>
        )}
        <FulfilmentBox order={order} shop={shop} />
        <ItemList order={order} shop={shop} />
        <Bill order={order} shop={shop} />
        <OrderComments order={order} />
        {state.kind === 'awaiting_card' ? null : <ActionButton href={order.url}>View your order</ActionButton>}
      </EmailLayout>
    );
  },
});
