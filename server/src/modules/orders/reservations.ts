import type { Ctx } from '../../ctx';
import { returnStock, type StockLine, takeStock } from '../catalog/stock';
import { redeemForOrder, reverseForOrder } from '../loyalty/loyalty.service';
import { returnDiscountUses, takeDiscountUses } from '../promotions/uses';
import type { DiscountRow } from '../promotions/promotions.table';
import { bookSlot, freePlace } from '../slots/slots.service';
import type { SlotTemplateRow } from '../slots/slots.table';
import { creditWallet, debitWallet } from '../wallet/wallet.service';
import type { OrderItemRow, OrderRow } from './orders.table';

/**
 * What an order holds while it lives — its slot place, its stock, its discount uses, the points
 * and wallet money it was paid with — each taken at placement and given back by a cancellation
 * or an expiry. Each reservation sits beside its release (the shape of a Medusa workflow step
 * with its compensation): placement runs the takes in order inside its transaction (any refusal
 * rolls them all back); `releaseAll` runs the gives in reverse, once per order.
 */

export interface ReservationRequest {
  orderId: string;
  customerId: string;
  slot: { template: SlotTemplateRow; date: string } | null;
  lines: (StockLine & { quantity: number; cartLine: string; productName: string; stock: number })[];
  discounts: { rule: DiscountRow; amount: number }[];
  /** Points to redeem and their value (pence), already quoted. */
  points: { points: number; value: number };
  /** Pence to pay from the wallet. */
  wallet: number;
}

/** Why a reservation could not be made; `kind` says which one (the checkout words its fix). */
export class ReservationRefused extends Error {
  constructor(
    public readonly kind: 'slot' | 'stock' | 'discount' | 'points' | 'wallet',
    message: string,
    public readonly short: { line: string; product_name: string; wanted: number; available: number }[] = [],
  ) {
    super(message);
  }
}

interface Reservation {
  name: ReservationRefused['kind'];
  take(tx: Ctx, r: ReservationRequest): Promise<void>;
  give(tx: Ctx, o: OrderRow, items: OrderItemRow[]): Promise<void>;
}

const slot: Reservation = {
  name: 'slot',
  // The customer's live hold on this slot becomes the booking; otherwise a place is taken if one is left.
  async take(tx, r) {
    if (r.slot && !(await bookSlot(tx, r.customerId, r.slot.template, r.slot.date)))
      throw new ReservationRefused('slot', 'Sorry, your delivery slot is now full.');
  },
  async give(tx, o) {
    if (o.slot_template_id && o.delivery_date) await freePlace(tx, o.slot_template_id, o.delivery_date);
  },
};

const stock: Reservation = {
  name: 'stock',
  async take(tx, r) {
    const short = await takeStock(tx, r.lines);
    if (short.length) {
      const list = short.map(({ line, wanted }) => ({
        line: line.cartLine,
        product_name: line.productName,
        wanted,
        available: Math.max(0, line.stock),
      }));
      const names = list.map((s) => (s.available ? `${s.product_name}: only ${s.available} left` : `${s.product_name}: out of stock`));
      throw new ReservationRefused('stock', `Some items are no longer available as ordered. ${names.join('; ')}`, list);
    }
  },
  give: (tx, _o, items) => returnStock(tx, items),
};

const discounts: Reservation = {
  name: 'discount',
  async take(tx, r) {
    const refusal = await takeDiscountUses(tx, r.discounts, r.customerId, r.orderId);
    if (refusal) throw new ReservationRefused('discount', refusal);
  },
  give: (tx, o) => returnDiscountUses(tx, o.discount_ids ? o.discount_ids.split(',') : [], o.customer_id),
};

const points: Reservation = {
  name: 'points',
  async take(tx, r) {
    if (r.points.points > 0 && !(await redeemForOrder(tx, r.customerId, r.orderId, r.points.points)))
      throw new ReservationRefused('points', 'Your points balance has changed. Please try again.');
  },
  // Redeemed points come back, and points the order earned are taken back (never below zero).
  give: (tx, o) => reverseForOrder(tx, o),
};

const wallet: Reservation = {
  name: 'wallet',
  async take(tx, r) {
    if (r.wallet <= 0) return;
    const out = await debitWallet(tx, {
      customerId: r.customerId,
      amount: r.wallet,
      reference: r.orderId,
      key: `checkout:${r.orderId}`,
      notes: `Paid for order ${r.orderId}`,
    });
    if (out !== 'ok') throw new ReservationRefused('wallet', 'Your wallet balance has changed. Please try again.');
  },
  async give(tx, o) {
    if (o.wallet_amount > 0)
      await creditWallet(tx, {
        customerId: o.customer_id,
        amount: o.wallet_amount,
        kind: 'refund',
        reference: o.id,
        key: `refund-wallet:${o.id}`,
        notes: `Refund for cancelled order ${o.id}`,
      });
  },
};

/** In the order they are taken. */
const RESERVATIONS: Reservation[] = [slot, stock, discounts, points, wallet];

/** Takes everything an order holds (inside the placement's transaction); throws ReservationRefused. */
export async function reserveAll(tx: Ctx, r: ReservationRequest): Promise<void> {
  for (const step of RESERVATIONS) await step.take(tx, r);
}

/**
 * Gives back everything an order held, exactly once: the order's stock_released flag is claimed
 * by a conditional update, so a second cancellation or a racing expiry gives back nothing.
 */
export async function releaseAll(tx: Ctx, o: OrderRow): Promise<boolean> {
  const claim = await tx.db
    .updateTable('orders')
    .set({ stock_released: 1 })
    .where('id', '=', o.id)
    .where('stock_released', '=', 0)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return false;
  const items = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).execute();
  for (const step of [...RESERVATIONS].reverse()) await step.give(tx, o, items);
  return true;
}
