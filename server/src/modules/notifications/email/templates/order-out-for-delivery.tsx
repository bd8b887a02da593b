import { ActionButton, EmailLayout, Nowrap, Paragraph, Title } from '../layout';
import { FulfilmentBox, OrderReference, PaymentBanner } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderOutForDeliveryProps {
  order: OrderEmailData;
}

/** The order has left the shop (or, for a collection, is ready at the counter). */
export const orderOutForDelivery = defineEmail<OrderOutForDeliveryProps>({
  name: 'order-out-for-delivery',
  subject: ({ order }) =>
    order.fulfilment.kind === 'collection' ? `Your order ${order.id} is ready to collect` : `Your order ${order.id} is on its way`,
  component: ({ order, shop }) => {
    const collection = order.fulfilment.kind === 'collection';
    const units = order.lines.reduce((n, l) => n + l.quantity, 0);
    const toPay = order.totals.outstanding;
    return (
      <EmailLayout
        shop={shop}
        preview={collection ? `Order ${order.id} is ready to collect.` : `Order ${order.id} is on its way to you.`}
        reason={
          <>
            You are getting this e-mail because you placed order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>{collection ? 'Your order is ready to collect' : 'Your order is on its way'}</Title>
        <OrderReference order={order} shop={shop} />
        <Paragraph>
          {collection
            ? `Your ${units} item${units === 1 ? ' is' : 's are'} packed and waiting for you. Please bring your order number.`
            : `Your ${units} item${units === 1 ? ' is' : 's are'} packed, chilled and with our driver. Please be in during your slot.`}
        </Paragraph>
        {toPay > 0 ? <PaymentBanner order={order} shop={shop} /> : null}
        <FulfilmentBox order={order} shop={shop} />
        <ActionButton href={order.url}>View your order</ActionButton>
      </EmailLayout>
    );
  },
});
