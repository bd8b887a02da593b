/**
 * The pieces of an order the order e-mails share: the reference line, the payment state, the slot
 * box, the item list and the bill. Two-column rows (description left, amount right) rather than a
 * four-column table, so nothing is squeezed or scrolls sideways on a 390 px phone.
 */
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import {
  type PaymentStateKind,
  dateTime,
  marginWords,
  minus,
  money,
  paymentState,
  slotDay,
  slotWindow,
  substitutionWords,
  weighedLineWords,
} from './format';
import { Label, Panel, colours, mutedText } from './layout';
import type { OrderEmailData, OrderEmailLine } from './order-email-data';
import type { ShopInfo } from './template';

type OrderProps = { order: OrderEmailData; shop: ShopInfo };

/** "Order ORD-00042 · placed 23 November 2026 at 08:00" */
export function OrderReference({ order, shop }: OrderProps) {
  return (
    <Text style={{ ...mutedText, fontSize: '15px', margin: '0 0 20px' }}>
      Order <strong style={{ color: colours.ink }}>{order.id}</strong> · placed {dateTime(order.placedAt, shop.timeZone)}
    </Text>
  );
}

const STATE_TONES: Record<PaymentStateKind, { bg: string; border: string; fg: string }> = {
  paid: { bg: '#eaf5ee', border: '#bfe0cb', fg: '#1c5f36' },
  refunded: { bg: '#f2f1ef', border: '#dedad4', fg: '#3d3b38' },
  awaiting_card: { bg: '#fff4e0', border: '#f3d39a', fg: '#7a4300' },
  card_authorised: { bg: '#edf2f8', border: '#cbd8e8', fg: '#1f3a5a' },
  pay_on_delivery: { bg: '#edf2f8', border: '#cbd8e8', fg: '#1f3a5a' },
  pay_on_collection: { bg: '#edf2f8', border: '#cbd8e8', fg: '#1f3a5a' },
};

/**
 * The payment state in words, in a coloured strip: green paid, amber waiting for a card payment,
 * blue pay at the door or a card authorised until the weighed items are picked. While the total
 * is an estimate the amounts say so.
 */
export function PaymentBanner({ order, shop, expiresInMinutes }: OrderProps & { expiresInMinutes?: number }) {
  const state = paymentState(order, expiresInMinutes);
  const tone = STATE_TONES[state.kind];
  const c = shop.currency;
  const owed = money(order.totals.outstanding, c);
  const about = order.estimated ? 'About ' : '';
  // The card is authorised for what the order may cost beyond what the wallet and points paid.
  const upTo = money(Math.max(0, order.holdAmount - order.totals.paid), c);
  const detail =
    state.kind === 'awaiting_card'
      ? order.estimated
        ? `${owed} estimated: we authorise up to ${upTo} on your card and charge the weighed amount after picking`
        : `${owed} to pay by card`
      : state.kind === 'card_authorised'
        ? order.estimated
          ? `Your card is authorised for up to ${upTo}. We charge the weighed amount after picking.`
          : `${owed}, the weighed amount, is being charged to your card`
        : state.kind === 'pay_on_delivery'
          ? `${about}${owed} to pay when it arrives, by cash or card`
          : state.kind === 'pay_on_collection'
            ? `${about}${owed} to pay when you collect, by cash or card`
            : state.kind === 'paid'
              ? order.estimated
                ? `${money(order.totals.paid, c)} paid on the estimate; we settle the difference once your items are weighed`
                : `${money(order.totals.total, c)} paid in full`
              : null;
  return (
    <Section
      style={{
        backgroundColor: tone.bg,
        border: `1px solid ${tone.border}`,
        borderRadius: '8px',
        padding: '12px 16px',
        margin: '0 0 24px',
      }}
    >
      <Text style={{ fontSize: '16px', lineHeight: '22px', margin: 0, color: tone.fg, fontWeight: 700 }}>{state.words}</Text>
      {detail ? <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '2px 0 0', color: tone.fg }}>{detail}</Text> : null}
    </Section>
  );
}

/** The slot (date and time window) and where: the delivery address, or the shop for a collection. */
export function FulfilmentBox({ order, shop }: OrderProps) {
  const f = order.fulfilment;
  const collection = f.kind === 'collection';
  return (
    <Panel>
      <Label>{f.methodName || (collection ? 'Collection' : 'Delivery')}</Label>
      {f.slot ? (
        <>
          <Text style={{ fontSize: '20px', lineHeight: '26px', fontWeight: 700, margin: 0, color: colours.ink }}>
            {slotDay(f.slot.date)}
          </Text>
          <Text style={{ fontSize: '17px', lineHeight: '24px', margin: '2px 0 0', color: colours.ink }}>{slotWindow(f.slot)}</Text>
        </>
      ) : collection ? (
        <Text style={{ fontSize: '16px', lineHeight: '24px', margin: 0, color: colours.ink }}>
          During opening hours, once we tell you it is ready
          {shop.openingHours.length ? (
            <>
              <br />
              <span style={{ color: colours.muted, fontSize: '14px' }}>
                {shop.openingHours.map((h) => `${h.days}: ${h.hours}`).join(' · ')}
              </span>
            </>
          ) : null}
        </Text>
      ) : (
        <Text style={{ fontSize: '16px', lineHeight: '24px', margin: 0, color: colours.ink }}>We will confirm your delivery time.</Text>
      )}
      <Text style={{ ...mutedText, margin: '14px 0 4px', fontWeight: 700, color: colours.ink }}>
        {collection ? 'Collect from' : 'Delivering to'}
      </Text>
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: 0, color: colours.ink }}>
        {f.address.map((line, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </Text>
    </Panel>
  );
}

const amountCell: CSSProperties = {
  width: '96px',
  verticalAlign: 'top',
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontSize: '16px',
  lineHeight: '22px',
  fontWeight: 700,
  color: colours.ink,
  paddingLeft: '12px',
};

function ItemRow({ line, order, shop, last }: { line: OrderEmailLine; order: OrderEmailData; shop: ShopInfo; last: boolean }) {
  const picked = order.pickedAt !== null;
  const weighed = line.weighed && !line.free ? weighedLineWords(line, picked, shop.currency, order.weightMarginBp) : null;
  return (
    <Row data-text-format="dataTable" style={{ borderBottom: last ? 'none' : `1px solid ${colours.line}` }}>
      <Column style={{ verticalAlign: 'top', padding: '12px 0' }}>
        <Text className="lr-tight" style={{ fontSize: '16px', lineHeight: '22px', fontWeight: 700, margin: 0, color: colours.ink }}>
          {line.free ? (
            <span
              style={{
                backgroundColor: colours.brand,
                color: colours.white,
                fontSize: '11px',
                lineHeight: '16px',
                fontWeight: 700,
                letterSpacing: '0.6px',
                padding: '2px 6px',
                borderRadius: '3px',
                verticalAlign: '2px',
              }}
            >
              FREE
            </span>
          ) : null}
          {line.free ? ' ' : null}
          {line.name}
        </Text>
        {line.variant ? (
          <Text className="lr-tight" style={{ ...mutedText, margin: '2px 0 0' }}>
            {line.variant}
          </Text>
        ) : null}
        <Text className="lr-tight" style={{ fontSize: '15px', lineHeight: '22px', margin: '4px 0 0', color: colours.ink }}>
          {weighed ? weighed.main : line.free ? `${line.quantity} free` : `${line.quantity} × ${money(line.unitPrice, shop.currency)}`}
          {line.free && line.freeBecause ? <span style={{ color: colours.muted }}> · {line.freeBecause}</span> : null}
        </Text>
        {weighed?.detail ? (
          <Text className="lr-tight" style={{ ...mutedText, margin: '2px 0 0' }}>
            {weighed.detail}
          </Text>
        ) : null}
        <Text className="lr-tight" style={{ ...mutedText, margin: '2px 0 0' }}>
          {substitutionWords(line)}
        </Text>
        {line.note ? (
          <Text className="lr-tight" style={{ ...mutedText, margin: '2px 0 0', fontStyle: 'italic' }}>
            Your note: {line.note}
          </Text>
        ) : null}
      </Column>
      <Column style={{ ...amountCell, padding: '12px 0 12px 12px', color: line.free ? colours.brand : colours.ink }}>
        {line.free ? (
          'FREE'
        ) : weighed && !picked ? (
          <>
            <span style={{ fontSize: '13px', fontWeight: 400, color: colours.muted }}>est.</span> {money(line.lineTotal, shop.currency)}
          </>
        ) : (
          money(line.lineTotal, shop.currency)
        )}
      </Column>
    </Row>
  );
}

/**
 * Every line: name, options, quantity × unit price, what to do if it is short, and the line total.
 * A weighed line shows its typical weight and price per kg with an estimated amount until the
 * order is picked, then its weight and the amount charged.
 */
export function ItemList({ order, shop }: OrderProps) {
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <Section style={{ margin: '0 0 8px' }}>
      <Text style={{ fontSize: '18px', lineHeight: '24px', fontWeight: 700, margin: '0 0 4px', color: colours.ink }}>
        Your items <span style={{ fontWeight: 400, color: colours.muted, fontSize: '15px' }}>({units})</span>
      </Text>
      <Section style={{ borderTop: `2px solid ${colours.ink}` }}>
        {order.lines.map((line, i) => (
          <ItemRow key={i} line={line} order={order} shop={shop} last={i === order.lines.length - 1} />
        ))}
      </Section>
    </Section>
  );
}

function BillRow({
  label,
  amount,
  strong,
  muted,
  top,
}: {
  label: ReactNode;
  amount: string;
  strong?: boolean;
  muted?: boolean;
  top?: boolean;
}) {
  const size = strong ? '18px' : muted ? '14px' : '16px';
  const style: CSSProperties = {
    fontSize: size,
    lineHeight: strong ? '26px' : '22px',
    fontWeight: strong ? 700 : 400,
    color: muted ? colours.muted : colours.ink,
    padding: `${top ? '12px' : '4px'} 0 4px`,
    verticalAlign: 'top',
    borderTop: top ? `2px solid ${colours.ink}` : undefined,
  };
  return (
    <Row data-text-format="dataTable">
      <Column style={style}>{label}</Column>
      <Column style={{ ...style, textAlign: 'right', whiteSpace: 'nowrap', width: '120px', paddingLeft: '12px' }}>{amount}</Column>
    </Row>
  );
}

/**
 * The bill: subtotal, discount, delivery, small-basket charge, total with the VAT it includes, what
 * points, wallet and card have paid, and what is left to pay and how. Before weighed items are
 * picked the total is an estimate: it says so, with the most the order may cost.
 */
export function Bill({ order, shop }: OrderProps) {
  const t = order.totals;
  const c = shop.currency;
  const collection = order.fulfilment.kind === 'collection';
  const state = paymentState(order);
  const left =
    state.kind === 'pay_on_collection'
      ? 'To pay on collection'
      : state.kind === 'pay_on_delivery'
        ? 'To pay on delivery'
        : state.kind === 'card_authorised'
          ? 'By card after weighing'
          : order.payment.method === 'card'
            ? 'Left to pay by card'
            : 'Left to pay';
  const leftLabel = order.estimated ? `${left} (estimated)` : left;
  return (
    <Section style={{ margin: '8px 0 24px', borderTop: `1px solid ${colours.line}`, paddingTop: '8px' }}>
      <BillRow label="Subtotal" amount={money(t.subtotal, c)} />
      {t.discount > 0 ? <BillRow label={t.couponCode ? `Discount (${t.couponCode})` : 'Discount'} amount={minus(t.discount, c)} /> : null}
      <BillRow label={collection ? 'Collection' : 'Delivery'} amount={t.delivery > 0 ? money(t.delivery, c) : 'FREE'} />
      {t.basketCharge > 0 ? <BillRow label="Small basket charge" amount={money(t.basketCharge, c)} /> : null}
      <BillRow label={order.estimated ? 'Estimated total' : 'Total'} amount={money(t.total, c)} strong top />
      <BillRow label="VAT included" amount={money(t.vat, c)} muted />
      {order.estimated && order.holdAmount > 0 ? (
        <Text className="lr-tight" style={{ fontSize: '15px', lineHeight: '22px', margin: '4px 0 8px', color: colours.ink }}>
          Weighed items are priced by their weight when we pick them. You will never pay more than{' '}
          <strong style={{ whiteSpace: 'nowrap' }}>{money(order.holdAmount, c)}</strong> (the estimate plus{' '}
          {marginWords(order.weightMarginBp)} on weighed items).
        </Text>
      ) : null}
      {t.pointsAmount > 0 ? (
        <BillRow label={`Paid with ${t.pointsRedeemed.toLocaleString('en-GB')} points`} amount={minus(t.pointsAmount, c)} />
      ) : null}
      {t.wallet > 0 ? <BillRow label="Paid from your wallet" amount={minus(t.wallet, c)} /> : null}
      {order.payment.cardPaid > 0 ? <BillRow label="Paid by card" amount={minus(order.payment.cardPaid, c)} /> : null}
      {t.outstanding > 0 && (t.pointsAmount > 0 || t.wallet > 0 || order.payment.cardPaid > 0) ? (
        <BillRow label={leftLabel} amount={money(t.outstanding, c)} strong top />
      ) : t.outstanding > 0 ? (
        <BillRow label={leftLabel} amount={money(t.outstanding, c)} />
      ) : null}
    </Section>
  );
}

/** The customer's note to the shop, when there is one. */
export function OrderComments({ order }: { order: OrderEmailData }) {
  if (!order.comments) return null;
  return (
    <Section style={{ margin: '0 0 24px' }}>
      <Label>Your note to us</Label>
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: 0, color: colours.ink, fontStyle: 'italic' }}>{order.comments}</Text>
    </Section>
  );
}

export interface RefundSplit {
  /** Pence back to the card, pence back to the wallet, points back to the balance. */
  card: number;
  wallet: number;
  points: number;
}

/** Where the money went back: card, wallet, points, each on its own line. */
export function RefundBreakdown({ refund, shop }: { refund: RefundSplit; shop: ShopInfo }) {
  const c = shop.currency;
  return (
    <Section style={{ margin: '0 0 24px' }}>
      {refund.card > 0 ? (
        <BillRow
          label={
            <>
              To your card
              <br />
              <span style={{ fontSize: '14px', color: colours.muted }}>Usually shows within 3–5 working days</span>
            </>
          }
          amount={money(refund.card, c)}
        />
      ) : null}
      {refund.wallet > 0 ? (
        <BillRow
          label={
            <>
              To your {shop.name} wallet
              <br />
              <span style={{ fontSize: '14px', color: colours.muted }}>Ready to spend now</span>
            </>
          }
          amount={money(refund.wallet, c)}
        />
      ) : null}
      {refund.points > 0 ? (
        <BillRow label="Points back to your balance" amount={`${refund.points.toLocaleString('en-GB')} points`} />
      ) : null}
      {refund.card + refund.wallet > 0 ? (
        <BillRow label="Total refunded" amount={money(refund.card + refund.wallet, c)} strong top />
      ) : null}
    </Section>
  );
}
