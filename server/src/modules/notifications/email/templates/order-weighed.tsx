import { Text } from '@react-email/text';
import { firstName, marginWords, money } from '../format';
import { ActionButton, EmailLayout, Label, Nowrap, Panel, Paragraph, Title, colours } from '../layout';
import { Bill, FulfilmentBox, ItemList, OrderReference } from '../order-bill';
import type { OrderEmailData } from '../order-email-data';
import type { ShopInfo } from '../template';
import { defineEmail } from '../template';

export interface OrderWeighedProps {
  order: OrderEmailData;
}

/**
 * How the final amount is paid, one sentence per way: "£12.57 paid from your wallet.", "£3.40 to
 * pay when it arrives, by cash or card." A card order normally gets the 'paid' receipt instead (sent with the
 * capture); here a card part is what was charged, or is being charged.
 */
export function settledWords(order: OrderEmailData, shop: ShopInfo): string[] {
  const c = shop.currency;
  const t = order.totals;
  const words: string[] = [];
  if (t.pointsAmount > 0) words.push(`${money(t.pointsAmount, c)} paid with ${t.pointsRedeemed.toLocaleString('en-GB')} points.`);
  if (t.wallet > 0) words.push(`${money(t.wallet, c)} paid from your wallet.`);
  if (order.payment.cardPaid > 0) words.push(`${money(order.payment.cardPaid, c)} charged to your card.`);
  if (t.outstanding > 0) {
    const owed = money(t.outstanding, c);
    words.push(
      order.payment.method === 'card'
        ? `${owed} to be charged to your card.`
        : order.fulfilment.kind === 'collection'
          ? `${owed} to pay when you collect, by cash or card.`
          : `${owed} to pay when it arrives, by cash or card.`,
    );
  }
  return words;
}

/**
 * Picking is finished for an order with weighed lines: the final bill with the weights, the final
 * total and how it is paid. For wallet and pay-on-delivery orders (a card order gets the 'paid'
 * receipt when its authorisation is captured).
 */
export const orderWeighed = defineEmail<OrderWeighedProps>({
  name: 'order-weighed',
  subject: ({ order }) => `Your order ${order.id} is weighed and packed`,
  component: ({ order, shop }) => {
    const name = firstName(order.customerName);
    const total = money(order.totals.total, shop.currency);
    const settled = settledWords(order, shop);
    return (
      <EmailLayout
        shop={shop}
        preview={`Order ${order.id} is weighed and packed. Your final total is ${total}.`}
        reason={
          <>
            You are getting this e-mail because you placed order <Nowrap>{order.id}</Nowrap> at {shop.name}.
          </>
        }
      >
        <Title>Your order is weighed and packed</Title>
        <OrderReference order={order} shop={shop} />
        <Paragraph>
          {name ? `${name}, we` : 'We'} have picked your order and weighed the items sold by weight. Each is charged for its weight, and
          never more than its estimate plus {marginWords(order.weightMarginBp)}.
        </Paragraph>
        <Panel tone="plain">
          <Label>Your final total</Label>
          <Text style={{ fontSize: '26px', lineHeight: '32px', fontWeight: 700, margin: 0, color: colours.ink }}>{total}</Text>
          {settled.map((words, i) => (
            <Text key={i} style={{ fontSize: '16px', lineHeight: '22px', margin: i ? '2px 0 0' : '8px 0 0', color: colours.ink }}>
              {words}
            </Text>
          ))}
        </Panel>
        <FulfilmentBox order={order} shop={shop} />
        <ItemList order={order} shop={shop} />
        <Bill order={order} shop={shop} />
        <ActionButton href={order.url}>View your order</ActionButton>
      </EmailLayout>
    );
  },
});
