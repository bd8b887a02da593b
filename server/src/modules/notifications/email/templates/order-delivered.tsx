import { firstName, money } from '../format';
import { ActionButton, EmailLayout, Nowrap, Paragraph, Title } from '../layout';
import { OrderReference } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderDeliveredProps {
  order: OrderEmailData;
}

/** The order has been delivered (or collected). */
export const orderDelivered = defineEmail<OrderDeliveredProps>({
  name: 'order-delivered',
  subject: ({ order }) =>
    order.fulfilment.kind === 'collection' ? `Your order ${order.id} has been collected` : `Your order ${order.id} has been delivered`,
  component: ({ order, shop }) => {
    const name = firstName(order.customerName);
    const collection = order.fulfilment.kind === 'collection';
    return (
      <EmailLayout
        shop={shop}
        preview={`Order ${order.id} ${collection ? 'has been collected' : 'has been delivered'}. Enjoy your food!`}
        reason={
          <>
            You are getting this e-mail because you placed order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>{collection ? 'Thanks for collecting your order' : 'Your order has been delivered'}</Title>
        <OrderReference order={order} shop={shop} />
        <Paragraph>
          {name ? `Enjoy your food, ${name}!` : 'Enjoy your food!'} Please put chilled and frozen items away straight away.
        </Paragraph>
        <Paragraph>
          Your order came to <strong>{money(order.totals.total, shop.currency)}</strong>. If anything is missing or not right, tell us and
          we will put it right.
        </Paragraph>
        <ActionButton href={order.url}>View your order</ActionButton>
      </EmailLayout>
    );
  },
});
