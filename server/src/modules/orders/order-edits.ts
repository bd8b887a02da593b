import { lineTotal, vatIncluded } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { moveStock } from '../catalog/stock';
import { executeRefunds, takeBack } from '../payments/refunds';
import { creditWallet } from '../wallet/wallet.service';
import { addHistory, EDITABLE } from './order-lifecycle';
import { lockOrder, paymentStatusAfterChange } from './order-money';
import type { OrderItemRow, OrderRow } from './orders.table';
import { orderMoneyWith } from './weighed-totals';

export interface LineChange {
  line: string;
  quantity?: number;
  substitute_product?: string;
}

/**
 * The shop changes an order before packing: lowers quantities, removes lines or substitutes
 * (charged at the lower of the two prices). Each line keeps its share of the discount in
 * proportion; delivery and basket charges stay; VAT is recomputed. Whatever was paid above the
 * new total is taken back in the same transaction (card first, or all to the wallet), so the
 * order never keeps more than it is worth; card refunds are made at the provider after the commit.
 */
export async function editOrderLines(
  ctx: Ctx,
  orderId: string,
  changes: LineChange[],
  refundTo: 'original' | 'wallet',
  by: string,
  reason: string,
  /** Only while the order is not picked yet (a picker removing a weighed line). */
  opts: { unpicked?: boolean } = {},
): Promise<{ before: OrderRow; beforeItems: OrderItemRow[]; after: OrderItemRow[]; total: number; refunded: number }> {
  const out = await inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o) throw notFound('Order not found.');
    if (!EDITABLE.includes(o.status)) throw invalid(`Order ${o.id} is ${o.status}: its lines can no longer be changed.`);
    if (opts.unpicked && o.picked_at) throw invalid(`Picking of ${o.id} is already finished.`);
    const items = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).execute();
    const seen = new Set<string>();
    for (const c of changes) {
      const i = items.find((x) => x.id === c.line);
      if (!i) throw invalid(`Line ${c.line} is not part of order ${o.id}.`, [{ field: 'changes', message: `Unknown line ${c.line}` }]);
      if (seen.has(c.line)) throw invalid(`Line ${c.line} is listed twice.`);
      seen.add(c.line);
      if (c.quantity === undefined && !c.substitute_product)
        throw invalid(`Say what changes for ${i.product_name}: a lower quantity or a substitute.`);
      const qty = c.quantity ?? i.quantity;
      if (qty > i.quantity) throw invalid(`${i.product_name}: the quantity can only go down (from ${i.quantity}).`);
      if (i.price_per_kg && qty !== 0) throw invalid(`${i.product_name} is sold by weight: weigh what you pick, or remove the line.`);
      if (c.substitute_product) await substitute(tx, i, qty, c.substitute_product);
      else if (qty === 0) {
        await moveStock(tx, i, i.quantity);
        await tx.db.deleteFrom('order_item').where('id', '=', i.id).execute();
      } else {
        await moveStock(tx, i, i.quantity - qty);
        const total = lineTotal(i.price, qty);
        const share = i.total > 0 ? Math.round((i.discount_share * total) / i.total) : 0;
        await tx.db
          .updateTable('order_item')
          .set({ quantity: qty, total, discount_share: share, vat: vatIncluded(total - share, i.vat_rate_bp) })
          .where('id', '=', i.id)
          .execute();
      }
    }
    const after = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).execute();
    if (!after.some((i) => !i.is_free_item)) throw invalid('That would leave the order empty: cancel the order instead.');
    const subtotal = after.reduce((s, i) => s + i.total, 0);
    const discount = after.reduce((s, i) => s + i.discount_share, 0);
    const tax = o.tax - items.reduce((s, i) => s + i.vat, 0) + after.reduce((s, i) => s + i.vat, 0);
    const total = subtotal - discount + o.shipping_charge + o.basket_charge;
    const back = await giveBackExcess(tx, o, total, refundTo, `changes to order ${o.id}`);
    // Lines removed from a weighed order lower the most it may cost too.
    const hold = o.hold_amount && !o.picked_at ? orderMoneyWith(o, after, (i) => i.cap_total).total : o.hold_amount;
    const res = await tx.db
      .updateTable('orders')
      .set({
        subtotal,
        discount,
        tax,
        total,
        hold_amount: hold,
        ...back.money,
        payment_status: paymentStatusAfterChange(o, { total, ...back.money }),
        updated_at: tx.clock.now().toISOString(),
      })
      .where('id', '=', o.id)
      .where('paid_amount', '=', o.paid_amount)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw invalid('Someone else has just changed this order. Reload it and try again.');
    await addHistory(tx, o.id, o.status, by, `Lines changed: ${reason}`);
    return { before: o, beforeItems: items, after, total, refunded: back.refunded };
  });
  await executeRefunds(ctx, { purpose: 'order', reference: orderId });
  return out;
}

/**
 * What was paid above a new, lower total goes back, inside the caller's transaction: card money
 * first (to the card or to the wallet), then wallet money and the points' value to the wallet.
 * Returns the order's money fields after it and how much went back.
 */
export async function giveBackExcess(
  tx: Ctx,
  o: OrderRow,
  total: number,
  refundTo: 'original' | 'wallet',
  why: string,
): Promise<{
  refunded: number;
  money: Pick<OrderRow, 'paid_amount' | 'wallet_amount' | 'points_amount' | 'points_redeemed' | 'refunded_amount'>;
}> {
  const excess = Math.max(0, o.paid_amount - total);
  let refunded = 0;
  let walletAmount = o.wallet_amount;
  let pointsAmount = o.points_amount;
  let pointsRedeemed = o.points_redeemed;
  if (excess > 0) {
    refunded = await takeBack(tx, { purpose: 'order', reference: o.id }, excess, 'changed', refundTo === 'wallet' ? 'wallet' : 'provider');
    const rest = excess - refunded;
    if (rest > 0) {
      await creditWallet(tx, {
        customerId: o.customer_id,
        amount: rest,
        kind: 'refund',
        reference: o.id,
        key: `edit-refund:${o.id}:${tx.clock.now().getTime()}:${rest}`,
        notes: `Refund for ${why}`,
      });
      refunded += rest;
      // What went back came out of what the wallet (then the points) had paid.
      // (Points' value goes back as wallet money; a later cancellation returns only the points left.)
      const fromWallet = Math.min(rest, walletAmount);
      walletAmount -= fromWallet;
      pointsAmount -= rest - fromWallet;
      if (o.points_amount > 0) pointsRedeemed = Math.floor((o.points_redeemed * pointsAmount) / o.points_amount);
    }
  }
  return {
    refunded,
    money: {
      paid_amount: o.paid_amount - refunded,
      wallet_amount: walletAmount,
      points_amount: pointsAmount,
      points_redeemed: pointsRedeemed,
      refunded_amount: o.refunded_amount + refunded,
    },
  };
}

async function substitute(tx: Ctx, i: OrderItemRow, qty: number, ref: string): Promise<void> {
  if (qty === 0) throw invalid(`${i.product_name}: a removed line cannot be substituted.`);
  const sub = await tx.db
    .selectFrom('product')
    .select(['id', 'name', 'route', 'price', 'unit', 'inventory_method', 'is_active', 'tax_class_id'])
    .where((eb) => eb.or([eb('id', '=', ref), eb('route', '=', ref)]))
    .executeTakeFirst();
  if (!sub?.is_active) throw invalid(`The substitute ${ref} is not an active product.`);
  if (sub.inventory_method === 'Track Inventory By Product Attributes')
    throw invalid(`${sub.name} has options: substitute with a product without options.`);
  if (!(await moveStock(tx, { product_id: sub.id, attribute_key: '', inventory_method: sub.inventory_method }, -qty)))
    throw invalid(`Not enough ${sub.name} in stock for ${qty}.`);
  await moveStock(tx, i, i.quantity);
  const price = Math.min(i.price, sub.price);
  const total = lineTotal(price, qty);
  const share = i.total > 0 ? Math.round((i.discount_share * total) / i.total) : 0;
  await tx.db
    .updateTable('order_item')
    .set({
      product_id: sub.id,
      product_name: sub.name,
      route: sub.route,
      attribute_key: '',
      attribute_description: '',
      pack_size: sub.unit,
      inventory_method: sub.inventory_method,
      quantity: qty,
      price,
      total,
      discount_share: share,
      vat: vatIncluded(total - share, i.vat_rate_bp),
      note: `${i.note ? `${i.note} ` : ''}(substituted for ${i.product_name})`.trim(),
      substitute_product_id: i.product_id,
    })
    .where('id', '=', i.id)
    .execute();
}
