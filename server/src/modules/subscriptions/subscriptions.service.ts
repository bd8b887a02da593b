import { toMajor } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import { nextName, randomId } from '../../lib/ids';
import { getStoreSettings } from '../settings/settings.service';
import { voidAtProviders, voidLive } from '../payments/lifecycle';
import type { PaymentPurpose } from '../payments/purposes';
import { reconcileReference } from '../payments/reconcile';
import { executeRefunds, takeBack } from '../payments/refunds';
import { addDays, localDate } from '../slots/slot-dates';
import type { SubscriptionPlanRow, SubscriptionRow } from './subscriptions.table';

function planDto(p: SubscriptionPlanRow) {
  return {
    name: p.id,
    plan_name: p.name,
    price: toMajor(p.price),
    period: p.period,
    features: JSON.parse(p.features) as string[],
    free_delivery_over: p.free_delivery_over === null ? null : toMajor(p.free_delivery_over),
  };
}

export async function listPlans(ctx: Ctx) {
  const rows = await ctx.db
    .selectFrom('subscription_plan')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('price')
    .execute();
  return rows.map(planDto);
}

/** An unpaid bill waits as long as an unpaid card order, then is cancelled. */
async function billExpiry(ctx: Ctx): Promise<string> {
  const minutes = (await getStoreSettings(ctx)).unpaid_order_minutes;
  return new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString();
}

async function today(ctx: Ctx): Promise<string> {
  return localDate(ctx.clock.now(), (await getStoreSettings(ctx)).time_zone);
}

function periodEnd(start: string, period: 'month' | 'year'): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const end = period === 'year' ? new Date(Date.UTC(y + 1, m - 1, d)) : new Date(Date.UTC(y, m, d));
  return addDays(end.toISOString().slice(0, 10), -1);
}

/** Active subscriptions whose period has passed become Expired (checked whenever they are read). */
async function expireLapsed(ctx: Ctx, customerId: string): Promise<void> {
  await ctx.db
    .updateTable('subscription')
    .set({ status: 'Expired', updated_at: ctx.clock.now().toISOString() })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'Active')
    .where('period_end', '<', await today(ctx))
    .execute();
}

async function subscriptionDto(ctx: Ctx, s: SubscriptionRow) {
  const plan = await ctx.db.selectFrom('subscription_plan').select('name').where('id', '=', s.plan_id).executeTakeFirst();
  const order = await ctx.db
    .selectFrom('subscription_order')
    .selectAll()
    .where('subscription_id', '=', s.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    name: s.id,
    subscription_plan: s.plan_id,
    plan_name: plan?.name ?? '',
    status: s.status,
    start: s.start_date,
    current_period_end: s.period_end,
    cancel_at_period_end: s.cancel_requested_at !== null,
    order: order?.id ?? null,
    order_outstanding: order && order.payment_status === 'Pending' ? toMajor(order.amount - order.paid_amount) : 0,
  };
}

export async function customerSubscriptions(ctx: Ctx, customerId: string) {
  await expireLapsed(ctx, customerId);
  const rows = await ctx.db
    .selectFrom('subscription')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return Promise.all(rows.map((r) => subscriptionDto(ctx, r)));
}

/**
 * insert_web_subscription: a Pending subscription and its first bill (SUB-ORD-…), to be paid. An
 * Active (or unpaid Pending) subscription of the same plan blocks buying it again.
 */
export async function subscribe(ctx: Ctx, customerId: string, planId: string, start?: string) {
  await expireLapsed(ctx, customerId);
  const plan = await ctx.db
    .selectFrom('subscription_plan')
    .selectAll()
    .where('id', '=', planId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!plan) throw notFound('Subscription plan not found.');
  const existing = await ctx.db
    .selectFrom('subscription')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('plan_id', '=', planId)
    .where('status', 'in', ['Active', 'Pending'])
    .executeTakeFirst();
  if (existing?.status === 'Active')
    return {
      status: 'Failed' as const,
      message: 'User is already subscribed !',
      order: null,
      subscription: await subscriptionDto(ctx, existing),
    };
  const day = await today(ctx);
  const startDate = start && start > day ? start : day;
  if (existing) {
    // An unpaid earlier attempt: pay that one instead of opening another.
    const order = await ctx.db
      .selectFrom('subscription_order')
      .selectAll()
      .where('subscription_id', '=', existing.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return {
      status: 'Success' as const,
      message: 'Please complete the payment.',
      order: { total_amount: toMajor(order.amount - order.paid_amount), name: order.id },
      subscription: await subscriptionDto(ctx, existing),
    };
  }
  const now = ctx.clock.now().toISOString();
  const { sub, orderId } = await inTransaction(ctx, async (tx) => {
    const sub: SubscriptionRow = {
      id: `SUB-${randomId(9)}`,
      customer_id: customerId,
      plan_id: plan.id,
      status: 'Pending',
      start_date: startDate,
      period_end: null,
      cancel_requested_at: null,
      created_at: now,
      updated_at: now,
    };
    await tx.db.insertInto('subscription').values(sub).execute();
    const orderId = await openBill(tx, sub, plan, startDate);
    return { sub, orderId };
  });
  return {
    status: 'Success' as const,
    message: 'Subscription created. Please complete the payment.',
    order: { total_amount: toMajor(plan.price), name: orderId },
    subscription: await subscriptionDto(ctx, sub),
  };
}

/** A pending bill for one period of the plan from `start`, to be paid before it expires. */
async function openBill(
  tx: Ctx,
  sub: Pick<SubscriptionRow, 'id' | 'customer_id'>,
  plan: Pick<SubscriptionPlanRow, 'price' | 'period'>,
  start: string,
): Promise<string> {
  const orderId = await nextName(tx.db, 'SUB-ORD-');
  await tx.db
    .insertInto('subscription_order')
    .values({
      id: orderId,
      subscription_id: sub.id,
      customer_id: sub.customer_id,
      amount: plan.price,
      paid_amount: 0,
      payment_status: 'Pending',
      period_start: start,
      period_end: periodEnd(start, plan.period),
      expires_at: await billExpiry(tx),
      cancelled_at: null,
      created_at: tx.clock.now().toISOString(),
    })
    .execute();
  return orderId;
}

/** renew_web_subscription: the next period's bill for one of the caller's subscriptions (never a cancelled one). */
export async function renew(ctx: Ctx, customerId: string, subscriptionId: string) {
  const sub = await ctx.db
    .selectFrom('subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!sub) throw notFound('Subscription not found.');
  if (sub.cancel_requested_at) return cancelledAnswer(ctx, sub.id);
  const plan = await ctx.db.selectFrom('subscription_plan').selectAll().where('id', '=', sub.plan_id).executeTakeFirstOrThrow();
  const unpaid = await ctx.db
    .selectFrom('subscription_order')
    .selectAll()
    .where('subscription_id', '=', sub.id)
    .where('payment_status', '=', 'Pending')
    .executeTakeFirst();
  if (unpaid)
    return {
      status: 'Success' as const,
      message: 'Please complete the payment.',
      order: { total_amount: toMajor(unpaid.amount), name: unpaid.id },
      subscription: await subscriptionDto(ctx, sub),
    };
  const day = await today(ctx);
  const start = sub.period_end && sub.period_end >= day ? addDays(sub.period_end, 1) : day;
  const orderId = await inTransaction(ctx, async (tx) => {
    // Claims the subscription row first: a cancellation either lands before (and this refuses)
    // or waits and then finds this bill to cancel.
    const open = await tx.db
      .updateTable('subscription')
      .set({ updated_at: tx.clock.now().toISOString() })
      .where('id', '=', sub.id)
      .where('cancel_requested_at', 'is', null)
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) return null;
    return openBill(tx, sub, plan, start);
  });
  if (!orderId) return cancelledAnswer(ctx, sub.id);
  return {
    status: 'Success' as const,
    message: 'Renewal created. Please complete the payment.',
    order: { total_amount: toMajor(plan.price), name: orderId },
    subscription: await subscriptionDto(ctx, sub),
  };
}

/** "24 December 2026" from yyyy-mm-dd. */
function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

async function cancelledAnswer(ctx: Ctx, subscriptionId: string) {
  const sub = await ctx.db.selectFrom('subscription').selectAll().where('id', '=', subscriptionId).executeTakeFirstOrThrow();
  return {
    status: 'Failed' as const,
    message: `Your plan ends on ${longDay(sub.period_end ?? sub.start_date)} and will not renew.`,
    order: null,
    subscription: await subscriptionDto(ctx, sub),
  };
}

/**
 * cancel_web_subscription: the subscriber stops an Active plan. It keeps its benefits to the end
 * of the period already paid, then expires; it is never renewed and nothing is refunded. An
 * unpaid renewal bill is cancelled with it. Asking again answers the same (a double click).
 */
export async function cancelSubscription(ctx: Ctx, customerId: string, subscriptionId: string) {
  await expireLapsed(ctx, customerId);
  const sub = await ctx.db
    .selectFrom('subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!sub) throw notFound('Subscription not found.');
  if (sub.status !== 'Active')
    return { status: 'Failed' as const, message: 'Only an active plan can be cancelled.', subscription: await subscriptionDto(ctx, sub) };
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .updateTable('subscription')
    .set({ cancel_requested_at: now, updated_at: now })
    .where('id', '=', sub.id)
    .where('status', '=', 'Active')
    .where('cancel_requested_at', 'is', null)
    .execute();
  const unpaid = await ctx.db
    .selectFrom('subscription_order')
    .select('id')
    .where('subscription_id', '=', sub.id)
    .where('payment_status', '=', 'Pending')
    .execute();
  for (const bill of unpaid) await cancelBill(ctx, bill.id);
  const after = await ctx.db.selectFrom('subscription').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
  return {
    status: 'Success' as const,
    message: `Your plan ends on ${longDay(after.period_end!)}; you keep its benefits until then.`,
    subscription: await subscriptionDto(ctx, after),
  };
}

/** The bill row, locked for the rest of the transaction on PostgreSQL. */
function lockBill(tx: Ctx, billId: string) {
  return tx.db
    .selectFrom('subscription_order')
    .selectAll()
    .where('id', '=', billId)
    .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * Card money for subscription bills (decision 007): counted only as far as the bill is still
 * owed and never towards a cancelled bill (a conditional update on what it read); a bill paid in
 * full makes the subscription Active for its period, once.
 */
export const billPayments: PaymentPurpose = {
  lock: lockBill,
  async apply(tx, payment, amount) {
    for (let tries = 0; tries < 5; tries++) {
      const o = await lockBill(tx, payment.reference);
      if (!o || o.payment_status === 'Cancelled') return { applied: 0, refused: 'cancelled' };
      const owed = o.amount - o.paid_amount;
      if (owed <= 0 || o.payment_status === 'Paid') return { applied: 0, refused: 'paid' };
      const applied = Math.min(owed, amount);
      const paid = o.paid_amount + applied;
      const res = await tx.db
        .updateTable('subscription_order')
        .set({
          paid_amount: paid,
          payment_status: paid >= o.amount ? 'Paid' : 'Pending',
          expires_at: paid >= o.amount ? null : o.expires_at,
        })
        .where('id', '=', o.id)
        .where('paid_amount', '=', o.paid_amount)
        .where('payment_status', '=', 'Pending')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) continue;
      if (paid >= o.amount) {
        const sub = await tx.db.selectFrom('subscription').selectAll().where('id', '=', o.subscription_id).executeTakeFirstOrThrow();
        const end = sub.period_end && sub.period_end > o.period_end ? sub.period_end : o.period_end;
        await tx.db
          .updateTable('subscription')
          .set({ status: 'Active', period_end: end, updated_at: tx.clock.now().toISOString() })
          .where('id', '=', sub.id)
          .execute();
      }
      return applied < amount ? { applied, refused: 'paid' } : { applied };
    }
    throw new Error(`bill ${payment.reference}: its paid amount kept changing`);
  },
};

/**
 * Cancels an unpaid bill (its time to be paid ran out): its live attempts are voided and any
 * part already paid goes back; a subscription that was never active is cancelled with it. A
 * success that still arrives is refunded by the payment lifecycle.
 */
export async function cancelBill(ctx: Ctx, billId: string): Promise<boolean> {
  let voided: Awaited<ReturnType<typeof voidLive>> = [];
  const done = await inTransaction(ctx, async (tx) => {
    const o = await lockBill(tx, billId);
    if (!o || o.payment_status !== 'Pending') return false;
    const now = tx.clock.now().toISOString();
    const res = await tx.db
      .updateTable('subscription_order')
      .set({ payment_status: 'Cancelled', paid_amount: 0, cancelled_at: now, expires_at: null })
      .where('id', '=', o.id)
      .where('payment_status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    voided = await voidLive(tx, 'subscription', o.id, 'The bill was cancelled');
    await takeBack(tx, { purpose: 'subscription', reference: o.id }, null, 'cancelled', 'provider');
    await tx.db
      .updateTable('subscription')
      .set({ status: 'Cancelled', updated_at: now })
      .where('id', '=', o.subscription_id)
      .where('status', '=', 'Pending')
      .execute();
    return true;
  });
  if (!done) return false;
  await voidAtProviders(ctx, voided);
  await executeRefunds(ctx, { purpose: 'subscription', reference: billId });
  return true;
}

/** The expiry job: bills still unpaid at their expiry time, after asking the provider about their open attempts. */
export async function expireUnpaidBills(ctx: Ctx, limit = 50): Promise<number> {
  const due = await ctx.db
    .selectFrom('subscription_order')
    .select('id')
    .where('payment_status', '=', 'Pending')
    .where('expires_at', '<=', ctx.clock.now().toISOString())
    .limit(limit)
    .execute();
  let n = 0;
  for (const { id } of due) {
    await reconcileReference(ctx, 'subscription', id);
    if (await cancelBill(ctx, id)) n++;
  }
  return n;
}

/** The benefits of a customer's active plans at checkout: the lowest free-delivery threshold. */
export async function activePlanBenefits(ctx: Ctx, customerId: string): Promise<{ freeDeliveryOver: number | null }> {
  const day = await today(ctx);
  const rows = await ctx.db
    .selectFrom('subscription as s')
    .innerJoin('subscription_plan as p', 'p.id', 's.plan_id')
    .select('p.free_delivery_over')
    .where('s.customer_id', '=', customerId)
    .where('s.status', '=', 'Active')
    .where('s.period_end', '>=', day)
    .where('p.free_delivery_over', 'is not', null)
    .execute();
  const thresholds = rows.map((r) => r.free_delivery_over!).filter((x) => x >= 0);
  return { freeDeliveryOver: thresholds.length ? Math.min(...thresholds) : null };
}

export async function subscriptionOrderOf(ctx: Ctx, customerId: string, orderId: string) {
  const o = await ctx.db
    .selectFrom('subscription_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  return o;
}
