import { formatMoney } from '@larder/contract/money';
import { formatWeight, MAX_LINE_GRAMS } from '@larder/contract/weighed';
import { type Ctx, inTransaction } from '../../ctx';
import { AppError, invalid, notFound } from '../../lib/errors';
import { earnForOrder } from '../loyalty/loyalty.service';
import { sendOrderEmail } from '../notifications/email/send';
import { captureHeld } from '../payments/lifecycle';
import { executeRefunds } from '../payments/refunds';
import { getStoreSettings } from '../settings/settings.service';
import { debitWallet } from '../wallet/wallet.service';
import { editOrderLines, giveBackExcess } from './order-edits';
import { addHistory, EDITABLE } from './order-lifecycle';
import { awaitsCardPayment, lockOrder, paymentStatusAfterChange } from './order-money';
import type { OrderItemRow, OrderRow } from './orders.table';
import { chargeOf, orderMoneyWith } from './weighed-totals';

/**
 * Picking an order (decision 014, extended to every order): the picker records each line as
 * picked, short-picked (how many were found) or substituted (with what), and weighs each line
 * sold by weight at the scale. The marks are kept on the line, so they survive a reload. "Finish
 * picking" — the Picked step — needs every line resolved; it fixes the final total from the
 * weights (never more than the estimate plus the margin per line), takes that amount (captures
 * the card's authorisation for it and releases the rest; settles wallet money; cash is collected
 * on delivery) and sends the receipt. Only a picked order can be packed (order-lifecycle.ts).
 */

export interface PickingSheet {
  order: OrderRow;
  items: OrderItemRow[];
  marginBp: number;
  /** Each line's charge as weighed so far (estimates for lines not weighed yet). */
  charges: Map<string, number>;
  estimate: number;
  current: number;
}

async function itemsOf(ctx: Ctx, orderId: string): Promise<OrderItemRow[]> {
  return ctx.db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function pickingSheet(ctx: Ctx, orderId: string): Promise<PickingSheet> {
  const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('Order not found.');
  const items = await itemsOf(ctx, orderId);
  const marginBp = (await getStoreSettings(ctx)).weight_margin_bp;
  const current = orderMoneyWith(order, items, (i) => chargeOf(i, marginBp, 'estimate'));
  const estimate = order.picked_at
    ? order.total
    : orderMoneyWith(order, items, (i) => (i.price_per_kg ? i.estimated_total : i.total)).total;
  return {
    order,
    items,
    marginBp,
    charges: new Map([...current.lines].map(([id, l]) => [id, l.total])),
    estimate,
    current: order.picked_at ? order.total : current.total,
  };
}

function pickable(o: OrderRow | undefined, orderId: string): OrderRow {
  if (!o) throw notFound(`Order ${orderId} not found.`);
  if (o.picked_at) throw invalid(`Picking of ${o.id} is already finished.`);
  if (!EDITABLE.includes(o.status)) throw invalid(`Order ${o.id} is ${o.status}: it can no longer be picked.`);
  if (awaitsCardPayment(o)) throw invalid(`Order ${o.id} is waiting for its card payment: pick it once the card is authorised.`);
  return o;
}

/** Records the weight of a weighed line (what the scale says for all its pieces); weighing again replaces it. */
export async function weighLine(ctx: Ctx, orderId: string, lineId: string, grams: number, by: string): Promise<void> {
  if (!Number.isInteger(grams) || grams <= 0)
    throw invalid('Enter the weight in grams: a whole number above zero.', [{ field: 'grams', message: 'Enter a weight above zero' }]);
  await inTransaction(ctx, async (tx) => {
    const o = pickable(await lockOrder(tx, orderId), orderId);
    const line = await tx.db.selectFrom('order_item').selectAll().where('id', '=', lineId).where('order_id', '=', o.id).executeTakeFirst();
    if (!line) throw invalid(`Line ${lineId} is not part of order ${o.id}.`, [{ field: 'line', message: 'Unknown line' }]);
    if (!line.price_per_kg)
      throw invalid(`${line.product_name} is not sold by weight.`, [{ field: 'line', message: 'Not sold by weight' }]);
    const most = Math.min(MAX_LINE_GRAMS, line.estimated_grams * 5);
    if (grams > most)
      throw invalid(
        `${formatWeight(grams)} is far more than the ${formatWeight(line.estimated_grams)} expected for ${line.product_name}: check the scale.`,
        [{ field: 'grams', message: `At most ${formatWeight(most)}` }],
      );
    await tx.db.updateTable('order_item').set({ weighed_grams: grams }).where('id', '=', line.id).execute();
    await addHistory(tx, o.id, o.status, by, `Weighed ${line.product_name}: ${formatWeight(grams)}`);
  });
}

/**
 * The picker has no piece to sell for a weighed line: it comes off the order as an order edit
 * would take it off (money above the new total back to where it came from), but only a weighed
 * line, and only while the order is being picked — what a picker may do without a manager.
 */
export async function removeWeighedLine(
  ctx: Ctx,
  orderId: string,
  lineId: string,
  by: string,
  reason: string,
): Promise<{ before: number; total: number }> {
  const o = pickable(await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst(), orderId);
  const line = await ctx.db.selectFrom('order_item').selectAll().where('id', '=', lineId).where('order_id', '=', o.id).executeTakeFirst();
  if (!line) throw invalid(`Line ${lineId} is not part of order ${o.id}.`, [{ field: 'line', message: 'Unknown line' }]);
  if (!line.price_per_kg)
    throw invalid(`${line.product_name} is not sold by weight: a manager changes it on the order.`, [
      { field: 'line', message: 'Not sold by weight' },
    ]);
  const r = await editOrderLines(ctx, o.id, [{ line: line.id, quantity: 0 }], 'original', by, reason, { unpicked: true });
  return { before: r.before.total, total: r.total };
}

/** Whether a line is resolved for "Finish picking": weighed (sold by weight) or marked (any other line). */
export function isResolved(i: Pick<OrderItemRow, 'price_per_kg' | 'weighed_grams' | 'pick_state'>): boolean {
  return i.price_per_kg ? i.weighed_grams !== null : i.pick_state !== null;
}

export type LinePick =
  { state: 'picked' } | { state: 'short'; quantity: number } | { state: 'substituted'; with: string } | { state: null };

function pickColumns(line: OrderItemRow, pick: LinePick): Pick<OrderItemRow, 'pick_state' | 'picked_quantity' | 'pick_substitute'> {
  switch (pick.state) {
    case 'picked':
      return { pick_state: 'picked', picked_quantity: line.quantity, pick_substitute: '' };
    case 'short':
      if (!Number.isInteger(pick.quantity) || pick.quantity < 0 || pick.quantity >= line.quantity)
        throw invalid(`${line.product_name}: enter how many of the ${line.quantity} you found (0 to ${line.quantity - 1}).`, [
          { field: 'quantity', message: `0 to ${line.quantity - 1}` },
        ]);
      return { pick_state: 'short', picked_quantity: pick.quantity, pick_substitute: '' };
    case 'substituted': {
      if (line.substitution === 'no_substitute')
        throw invalid(`The customer asked for no substitute for ${line.product_name}: short-pick it instead.`, [
          { field: 'state', message: 'No substitute wanted' },
        ]);
      const what = pick.with.trim();
      if (what.length < 2) throw invalid('Say what went in instead.', [{ field: 'substitute', message: 'Say what went in instead' }]);
      return { pick_state: 'substituted', picked_quantity: line.quantity, pick_substitute: what.slice(0, 120) };
    }
    default:
      return { pick_state: null, picked_quantity: null, pick_substitute: '' };
  }
}

/**
 * Records how a line was picked (or clears the mark), while the order is being picked. A line sold
 * by weight is picked by weighing it instead. A short-pick or substitution is recorded for the
 * packer and the history; changing what the customer pays for it stays a manager's order edit.
 */
export async function pickLine(ctx: Ctx, orderId: string, lineId: string, pick: LinePick, by: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const o = pickable(await lockOrder(tx, orderId), orderId);
    const line = await tx.db.selectFrom('order_item').selectAll().where('id', '=', lineId).where('order_id', '=', o.id).executeTakeFirst();
    if (!line) throw invalid(`Line ${lineId} is not part of order ${o.id}.`, [{ field: 'line', message: 'Unknown line' }]);
    if (line.price_per_kg)
      throw invalid(`${line.product_name} is sold by weight: weigh it instead.`, [{ field: 'line', message: 'Weigh it' }]);
    const set = pickColumns(line, pick);
    await tx.db.updateTable('order_item').set(set).where('id', '=', line.id).where('order_id', '=', o.id).execute();
    if (set.pick_state === 'short')
      await addHistory(tx, o.id, o.status, by, `Short-picked ${line.product_name}: ${set.picked_quantity} of ${line.quantity}`);
    if (set.pick_state === 'substituted')
      await addHistory(tx, o.id, o.status, by, `Substituted ${line.product_name} with ${set.pick_substitute}`);
  });
}

/**
 * The pick list's tick over several orders' lines: marks unmarked lines picked, or clears "picked"
 * marks (a short-pick or substitution is kept). Lines that cannot be marked — sold by weight, or
 * of an order no longer being picked — are skipped and counted.
 */
export async function tickLines(
  ctx: Ctx,
  lines: { order_id: string; line: string }[],
  picked: boolean,
  by: string,
): Promise<{ changed: number; skipped: number }> {
  let changed = 0;
  let skipped = 0;
  for (const l of lines) {
    const row = await ctx.db
      .selectFrom('order_item')
      .select(['pick_state'])
      .where('id', '=', l.line)
      .where('order_id', '=', l.order_id)
      .executeTakeFirst();
    if (!row) throw invalid(`Line ${l.line} is not part of order ${l.order_id}.`, [{ field: 'lines', message: 'Unknown line' }]);
    if (picked ? row.pick_state !== null : row.pick_state !== 'picked') continue;
    try {
      await pickLine(ctx, l.order_id, l.line, picked ? { state: 'picked' } : { state: null }, by);
      changed++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      skipped++;
    }
  }
  return { changed, skipped };
}

export type FinishOutcome = {
  order: OrderRow;
  /** How the final amount is taken: card captured, wallet settled, or collected on delivery. */
  payment: 'captured' | 'capture-pending' | 'settled' | 'on-delivery';
};

/**
 * Fixes the final total from the weights, once (a conditional update on picked_at: finishing
 * twice is refused), then takes the money: the card's authorisation is captured for what is owed
 * and the rest released; wallet money above the total goes back, below it is debited where the
 * balance allows; what remains is collected on delivery.
 */
export async function finishPicking(ctx: Ctx, orderId: string, by: string): Promise<FinishOutcome> {
  const marginBp = (await getStoreSettings(ctx)).weight_margin_bp;
  const order = await inTransaction(ctx, async (tx) => {
    const o = pickable(await lockOrder(tx, orderId), orderId);
    const items = await itemsOf(tx, o.id);
    const unweighed = items.filter((i) => i.price_per_kg && i.weighed_grams === null);
    if (unweighed.length)
      throw invalid(`Weigh every weighed line first: ${unweighed.map((i) => i.product_name).join(', ')}.`, [
        { field: 'lines', message: 'Not weighed yet' },
      ]);
    const unpicked = items.filter((i) => !isResolved(i));
    if (unpicked.length)
      throw invalid(`Pick every line first (picked, short or substituted): ${unpicked.map((i) => i.product_name).join(', ')}.`, [
        { field: 'lines', message: 'Not picked yet' },
      ]);
    const weighed = items.some((i) => i.price_per_kg);
    const m = orderMoneyWith(o, items, (i) => chargeOf(i, marginBp, 'cap'));
    for (const i of items) {
      const l = m.lines.get(i.id)!;
      if (i.price_per_kg) await tx.db.updateTable('order_item').set(l).where('id', '=', i.id).execute();
    }
    const back = await giveBackExcess(tx, o, m.total, 'wallet', `the weighed items of order ${o.id}`);
    let money = back.money;
    // A wallet order pays a heavier total from the wallet where the balance allows; the rest is collected on delivery.
    const extra = m.total - money.paid_amount;
    if (extra > 0 && o.payment_method === 'Wallet') {
      const took = await debitWallet(tx, {
        customerId: o.customer_id,
        amount: extra,
        reference: o.id,
        key: `weighed:${o.id}`,
        notes: `Weighed items of order ${o.id}`,
      });
      if (took === 'ok') money = { ...money, paid_amount: money.paid_amount + extra, wallet_amount: money.wallet_amount + extra };
    }
    const now = tx.clock.now().toISOString();
    const res = await tx.db
      .updateTable('orders')
      .set({
        subtotal: m.subtotal,
        discount: m.discount,
        tax: m.tax,
        total: m.total,
        ...money,
        payment_status: paymentStatusAfterChange(o, { total: m.total, ...money }),
        picked_at: now,
        updated_at: now,
      })
      .where('id', '=', o.id)
      .where('picked_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw invalid(`Picking of ${o.id} is already finished.`);
    const after = { ...o, subtotal: m.subtotal, discount: m.discount, tax: m.tax, total: m.total, ...money, picked_at: now };
    await addHistory(
      tx,
      o.id,
      o.status,
      by,
      weighed ? `Picked: final total ${formatMoney(m.total)} (estimated ${formatMoney(o.total)})` : 'Picked: every line picked',
    );
    if (after.paid_amount >= after.total) await earnForOrder(tx, after);
    return { ...after, weighed };
  });
  await executeRefunds(ctx, { purpose: 'order', reference: order.id });
  // A held card authorisation is captured for what is owed (or released when nothing is); the
  // receipt then goes out with the capture, as for any card payment.
  let out;
  try {
    out = await captureHeld(ctx, 'order', order.id, order.total - order.paid_amount);
  } catch (err) {
    // The total is final; reconciliation captures it when the provider answers again.
    ctx.log.warn({ err, order: order.id }, 'capture after picking failed; reconciliation retries it');
    return { order, payment: 'capture-pending' };
  }
  if (out.kind === 'applied' || out.kind === 'already')
    return {
      order: await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(),
      payment: 'captured',
    };
  if (out.kind !== 'none' && out.kind !== 'voided') return { order, payment: 'capture-pending' };
  if (order.weighed) await sendOrderEmail(ctx, 'weighed', order.id);
  return { order, payment: order.paid_amount >= order.total ? 'settled' : 'on-delivery' };
}
