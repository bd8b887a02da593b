import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { sortableId } from '../../lib/ids';
import { getStoreSettings } from '../settings/settings.service';
import type { PointsEntryTable } from './loyalty.table';

/** Reward points: a ledger like the wallet's — idempotent entries, balance never below zero. */

async function ensureRow(tx: Ctx, customerId: string) {
  await tx.db
    .insertInto('points_balance')
    .values({ customer_id: customerId, points: 0, updated_at: tx.clock.now().toISOString() })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

async function addEntry(
  tx: Ctx,
  e: { customerId: string; points: number; kind: PointsEntryTable['kind']; reference: string; key: string; description: string },
): Promise<boolean> {
  const now = tx.clock.now().toISOString();
  const res = await tx.db
    .insertInto('points_entry')
    .values({
      id: sortableId('PE-', tx.clock.now()),
      customer_id: e.customerId,
      points: e.points,
      kind: e.kind,
      reference: e.reference,
      description: e.description,
      idempotency_key: e.key,
      created_at: now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows) === 1;
}

/** A staff adjustment (± points) keyed by `key`: as the wallet's adjustWallet. */
export async function adjustPoints(
  tx: Ctx,
  a: { customerId: string; points: number; description: string; key: string },
): Promise<
  | { kind: 'taken' }
  | { kind: 'insufficient'; before: number }
  | { kind: 'ok'; before: number; after: number; entry: Omit<PointsEntryTable, 'idempotency_key'> }
> {
  const now = tx.clock.now();
  const at = now.toISOString();
  await tx.db
    .insertInto('points_balance')
    .values({ customer_id: a.customerId, points: 0, updated_at: at })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  const before = (
    await tx.db.selectFrom('points_balance').select('points').where('customer_id', '=', a.customerId).executeTakeFirstOrThrow()
  ).points;
  const entry = {
    id: sortableId('PE-', now),
    customer_id: a.customerId,
    points: a.points,
    kind: 'adjustment' as const,
    reference: '',
    description: a.description,
    created_at: at,
  };
  const ins = await tx.db
    .insertInto('points_entry')
    .values({ ...entry, idempotency_key: a.key })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  if (!Number(ins.numInsertedOrUpdatedRows)) return { kind: 'taken' };
  let upd = tx.db
    .updateTable('points_balance')
    .set({ points: sql<number>`points + ${a.points}`, updated_at: at })
    .where('customer_id', '=', a.customerId);
  if (a.points < 0) upd = upd.where('points', '>=', -a.points);
  const res = await upd.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return { kind: 'insufficient', before };
  const after = (
    await tx.db.selectFrom('points_balance').select('points').where('customer_id', '=', a.customerId).executeTakeFirstOrThrow()
  ).points;
  return { kind: 'ok', before, after, entry };
}

export async function pointsBalance(ctx: Ctx, customerId: string): Promise<number> {
  return (await ctx.db.selectFrom('points_balance').select('points').where('customer_id', '=', customerId).executeTakeFirst())?.points ?? 0;
}

/** Points a paid order earns: whole pounds paid for goods (after discounts) × the earn rate. */
export function pointsForOrder(goodsPence: number, pointsPerPound: number): number {
  return Math.max(0, Math.floor(goodsPence / 100) * pointsPerPound);
}

/** Credits an order's points once, when it is paid, while the shop runs reward points. */
export async function earnForOrder(
  tx: Ctx,
  o: { id: string; customer_id: string; subtotal: number; discount: number; points_amount: number },
): Promise<number> {
  const s = await getStoreSettings(tx);
  if (!s.enable_reward_points) return 0;
  const points = pointsForOrder(o.subtotal - o.discount - o.points_amount, s.points_per_pound);
  if (points <= 0) return 0;
  if (
    !(await addEntry(tx, {
      customerId: o.customer_id,
      points,
      kind: 'earn',
      reference: o.id,
      key: `earn:${o.id}`,
      description: `Earned on order ${o.id}`,
    }))
  )
    return 0;
  await ensureRow(tx, o.customer_id);
  await tx.db
    .updateTable('points_balance')
    .set({ points: sql<number>`points + ${points}`, updated_at: tx.clock.now().toISOString() })
    .where('customer_id', '=', o.customer_id)
    .execute();
  return points;
}

/**
 * On cancellation: takes back the points the order earned (never below zero: points already
 * spent stay spent) and gives back the points it redeemed. Each happens once.
 */
export async function reverseForOrder(tx: Ctx, o: { id: string; customer_id: string; points_redeemed: number }): Promise<void> {
  const earned = await tx.db.selectFrom('points_entry').select('points').where('idempotency_key', '=', `earn:${o.id}`).executeTakeFirst();
  const now = tx.clock.now().toISOString();
  await ensureRow(tx, o.customer_id);
  if (earned && earned.points > 0) {
    const balance = await pointsBalance(tx, o.customer_id);
    const take = Math.min(balance, earned.points);
    if (
      take > 0 &&
      (await addEntry(tx, {
        customerId: o.customer_id,
        points: -take,
        kind: 'reverse',
        reference: o.id,
        key: `reverse:${o.id}`,
        description: `Order ${o.id} cancelled`,
      }))
    ) {
      await tx.db
        .updateTable('points_balance')
        .set({ points: sql<number>`points - ${take}`, updated_at: now })
        .where('customer_id', '=', o.customer_id)
        .where('points', '>=', take)
        .execute();
    }
  }
  if (
    o.points_redeemed > 0 &&
    (await addEntry(tx, {
      customerId: o.customer_id,
      points: o.points_redeemed,
      kind: 'refund',
      reference: o.id,
      key: `refund-points:${o.id}`,
      description: `Points given back for cancelled order ${o.id}`,
    }))
  ) {
    await tx.db
      .updateTable('points_balance')
      .set({ points: sql<number>`points + ${o.points_redeemed}`, updated_at: now })
      .where('customer_id', '=', o.customer_id)
      .execute();
  }
}

/** Spends points at checkout (inside the order's transaction); false when the balance does not cover them. */
export async function redeemForOrder(tx: Ctx, customerId: string, orderId: string, points: number): Promise<boolean> {
  await ensureRow(tx, customerId);
  const res = await tx.db
    .updateTable('points_balance')
    .set({ points: sql<number>`points - ${points}`, updated_at: tx.clock.now().toISOString() })
    .where('customer_id', '=', customerId)
    .where('points', '>=', points)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await addEntry(tx, {
    customerId,
    points: -points,
    kind: 'redeem',
    reference: orderId,
    key: `redeem:${orderId}`,
    description: `Redeemed on order ${orderId}`,
  });
  return true;
}

/**
 * How many points may be used on an amount (pence): capped by the balance, the order and the
 * share limit; none while the shop has reward points switched off.
 */
export async function redeemQuote(ctx: Ctx, customerId: string, amount: number, wantedPoints?: number) {
  const s = await getStoreSettings(ctx);
  const balance = await pointsBalance(ctx, customerId);
  if (!s.enable_reward_points)
    return { balance, points: 0, deduction: 0, payable: amount, pointValue: s.point_value_pence, perPound: s.points_per_pound };
  const maxByShare = Math.floor((amount * s.max_points_share_bp) / 10000);
  const maxPoints = Math.min(balance, Math.floor(maxByShare / s.point_value_pence));
  const points = Math.max(0, Math.min(wantedPoints ?? maxPoints, maxPoints));
  const deduction = points * s.point_value_pence;
  return { balance, points, deduction, payable: amount - deduction, pointValue: s.point_value_pence, perPound: s.points_per_pound };
}

export async function pointsHistory(ctx: Ctx, customerId: string, pageNo: number, pageLen: number) {
  const rows = await ctx.db
    .selectFrom('points_entry')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  const TYPES: Record<string, string> = {
    earn: 'Earned',
    redeem: 'Redeemed',
    reverse: 'Reversed',
    refund: 'Returned',
    adjustment: 'Adjusted',
  };
  return rows.map((r) => ({
    name: r.id,
    date: r.created_at,
    points: r.points,
    type: TYPES[r.kind] ?? r.kind,
    reference: r.reference,
    description: r.description,
  }));
}
