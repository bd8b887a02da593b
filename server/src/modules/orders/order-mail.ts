import { toMajor } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { formatSlotDate, slotLabel } from '../slots/slot-dates';

export type OrderMailKind = 'received' | 'paid' | 'refunded' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled';
export interface OrderMailExtra {
  reason?: string;
  /** Pence (card, wallet) and points given back. */
  refund?: { card: number; wallet: number; points: number };
  expiresInMinutes?: number;
}

const money = (pence: number) => `£${toMajor(pence).toFixed(2)}`;

/**
 * The customer's e-mail about their order at each step. Sent after the change committed; a
 * failure is logged, never the caller's failure.
 */
export async function notifyOrder(ctx: Ctx, kind: OrderMailKind, orderId: string, extra: OrderMailExtra = {}): Promise<void> {
  try {
    const o = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!o?.customer_email) return;
    const when = o.delivery_date
      ? ` for ${formatSlotDate(o.delivery_date)}${o.slot_from && o.slot_to ? `, ${slotLabel(o.slot_from, o.slot_to)}` : ''}`
      : '';
    const refund = extra.refund
      ? [
          extra.refund.card && `${money(extra.refund.card)} to your card`,
          extra.refund.wallet && `${money(extra.refund.wallet)} to your wallet`,
        ]
          .filter(Boolean)
          .join(' and ')
      : '';
    const mail: Record<OrderMailKind, { subject: string; text: string }> = {
      received: {
        subject: `We've received your Larder order ${o.id}`,
        text: `Thank you for your order ${o.id}${when}. Total ${money(o.total)}.`,
      },
      paid: {
        subject: `Receipt for your Larder order ${o.id}`,
        text: `We've received your payment of ${money(o.paid_amount)} for ${o.id}.`,
      },
      refunded: { subject: `Refund for your Larder order ${o.id}`, text: `We've refunded ${refund || 'your payment'} for order ${o.id}.` },
      confirmed: {
        subject: `Your Larder order ${o.id} is confirmed`,
        text: `We've confirmed your order ${o.id}${when}. We'll let you know when it's on its way.`,
      },
      out_for_delivery: { subject: `Your Larder order ${o.id} is on its way`, text: `Your order ${o.id} is out for delivery today.` },
      delivered: {
        subject: `Your Larder order ${o.id} has been delivered`,
        text: `Your order ${o.id} has been delivered. Enjoy your food!`,
      },
      cancelled: {
        subject: `Your Larder order ${o.id} has been cancelled`,
        text: `Your order ${o.id} has been cancelled${extra.reason ? ` (${extra.reason})` : ''}.${refund ? ` ${refund} is on its way back to you.` : ''}`,
      },
    };
    await ctx.app.mailer.send({ to: o.customer_email, ...mail[kind] });
  } catch (err) {
    ctx.log.error({ err, order: orderId, kind }, 'order e-mail failed');
  }
}
