import { dateOnly, money } from '../format';
import { ActionButton, EmailLayout, Nowrap, Paragraph, Title } from '../layout';
import { Bill, FulfilmentBox, ItemList, OrderReference, PaymentBanner } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import { defineEmail } from '../template';

export interface OrderPaidProps {
  order: OrderEmailData;
}

/**
 * The receipt once an order is paid: the same bill, and "Paid £x by card on <date>". A card order
 * with weighed lines is paid when picking captures its authorisation, so its receipt shows the
 * weights and the final amount.
 */
export const orderPaid = defineEmail<OrderPaidProps>({
  name: 'order-paid',
  subject: ({ order, shop }) => `Your receipt for ${shop.name} order ${order.id}`,
  component: ({ order, shop }) => {
    const p = order.payment;
    const weighed = order.pickedAt !== null && order.lines.some((l) => l.weighed);
    const paidLine =
      p.cardPaid > 0
        ? `Paid ${money(p.cardPaid, shop.currency)} by card${p.cardPaidAt ? ` on ${dateOnly(p.cardPaidAt, shop.timeZone)}` : ''}.`
        : `Paid ${money(order.totals.paid, shop.currency)}.`;
    return (
      <EmailLayout
        shop={shop}
        preview={`${paidLine} Your receipt for order ${order.id}.`}
        reason={
          <>
            You are getting this e-mail because you paid for order <Nowrap>{order.id}</Nowrap> at {shop.name}. Keep it as your receipt.
          </>
        }
      >
        <Title>Thank you, your order is paid</Title>
        <OrderReference order={order} shop={shop} />
        <PaymentBanner order={order} shop={shop} />
        <Paragraph>
          <strong>{paidLine}</strong> This is your receipt.
          {weighed ? ' We weighed your items as we picked them: each shows its weight and what it cost.' : null}
        </Paragraph>
        <FulfilmentBox order={order} shop={shop} />
        <ItemList order={order} shop={shop} />
        <Bill order={order} shop={shop} />
        <ActionButton href={order.url}>View your order</ActionButton>
      </EmailLayout>
    );
  },
});
