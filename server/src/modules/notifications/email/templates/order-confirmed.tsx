import { firstName } from '../format';
import { ActionButton, EmailLayout, Nowrap, Paragraph, Title } from '../layout';
import { Bill, FulfilmentBox, ItemList, OrderReference, PaymentBanner } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderConfirmedProps {
  order: OrderEmailData;
}

/** The shop has accepted the order: the slot stands and the order will be picked. */
export const orderConfirmed = defineEmail<OrderConfirmedProps>({
  name: 'order-confirmed',
  subject: ({ order }) => `Your order ${order.id} is confirmed`,
  component: ({ order, shop }) => {
    const name = firstName(order.customerName);
    const collection = order.fulfilment.kind === 'collection';
    return (
      <EmailLayout
        shop={shop}
        preview={`Order ${order.id} is confirmed. We will pick it fresh for your slot.`}
        reason={
          <>
            You are getting this e-mail because you placed order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>{name ? `Your order is confirmed, ${name}` : 'Your order is confirmed'}</Title>
        <OrderReference order={order} shop={shop} />
        <Paragraph>
          We will pick your order fresh for your slot{collection ? ' and tell you when it is ready to collect' : ''}. If something is out of
          stock, we follow the choice you made for each item.
        </Paragraph>
        <PaymentBanner order={order} shop={shop} />
        <FulfilmentBox order={order} shop={shop} />
        <ItemList order={order} shop={shop} />
        <Bill order={order} shop={shop} />
        <ActionButton href={order.url}>View your order</ActionButton>
      </EmailLayout>
    );
  },
});
