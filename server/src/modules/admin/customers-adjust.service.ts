import { fromMajor, formatMoney, toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { conflict, invalid } from '../../lib/errors';
import { sortableId } from '../../lib/ids';
import { audit, staffOf } from './audit';
import { pointsEntryDto, registeredCustomer, walletEntryDto } from './customers-list.service';

/**
 * Manual wallet and points adjustments. Each is one ledger line keyed by the client's request id
 * (unique idempotency key), written with the balance change and its audit entry in one
 * transaction: a double click or a retry answers the first result and changes nothing, and a
 * debit never takes a balance below zero (conditional update; the line is rolled back with it).
 */

interface Adjust {
  customer_id: string;
  reason: string;
  request_id: string;
}

/** admin_adjust_wallet: ± pounds with a reason (the customer sees it in their wallet). */
export async function adminAdjustWallet(ctx: Ctx, p: Adjust & { amount: number }) {
  staffOf(ctx);
  const pence = fromMajor(p.amount);
  const key = `admin-wallet:${p.request_id}`;
  return inTransaction(ctx, async (tx) => {
    const c = await registeredCustomer(tx, p.customer_id);
    const replay = async () => {
      const seen = await tx.db.selectFrom('wallet_entry').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
      if (!seen) return null;
      if (seen.customer_id !== c.id || seen.amount !== pence)
        throw conflict('This request id was already used for a different adjustment. Reload and try again.');
      const bal = await tx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', c.id).executeTakeFirst();
      return { status: 'success' as const, balance: toMajor(bal?.balance ?? 0), entry: walletEntryDto(seen), duplicate: true };
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const now = tx.clock.now();
    const at = now.toISOString();
    await tx.db
      .insertInto('wallet_balance')
      .values({ customer_id: c.id, balance: 0, updated_at: at })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
    const before = (await tx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', c.id).executeTakeFirstOrThrow())
      .balance;
    const entry = {
      id: sortableId('WE-', now),
      customer_id: c.id,
      amount: pence,
      kind: 'adjustment' as const,
      reference: '',
      notes: p.reason,
      created_at: at,
    };
    const ins = await tx.db
      .insertInto('wallet_entry')
      .values({ ...entry, idempotency_key: key })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    // Another press of the same button won the race: answer what it did.
    if (!Number(ins.numInsertedOrUpdatedRows)) return (await replay())!;
    let upd = tx.db
      .updateTable('wallet_balance')
      .set({ balance: sql<number>`balance + ${pence}`, updated_at: at })
      .where('customer_id', '=', c.id);
    if (pence < 0) upd = upd.where('balance', '>=', -pence);
    const res = await upd.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw invalid(`The wallet holds ${formatMoney(before)}: taking ${formatMoney(-pence)} would take it below zero.`, [
        { field: 'amount', message: `At most ${toMajor(before).toFixed(2)} can be taken off` },
      ]);
    const after = (await tx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', c.id).executeTakeFirstOrThrow())
      .balance;
    await audit(
      tx,
      'adjust_wallet',
      'customer',
      c.id,
      { wallet_balance: toMajor(before) },
      { wallet_balance: toMajor(after), amount: toMajor(pence), reason: p.reason, request_id: p.request_id, entry: entry.id },
    );
    return { status: 'success' as const, balance: toMajor(after), entry: walletEntryDto(entry), duplicate: false };
  });
}

/** admin_adjust_points: ± whole points with a reason (shown in the customer's points history). */
export async function adminAdjustPoints(ctx: Ctx, p: Adjust & { points: number }) {
  staffOf(ctx);
  const key = `admin-points:${p.request_id}`;
  return inTransaction(ctx, async (tx) => {
    const c = await registeredCustomer(tx, p.customer_id);
    const replay = async () => {
      const seen = await tx.db.selectFrom('points_entry').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
      if (!seen) return null;
      if (seen.customer_id !== c.id || seen.points !== p.points)
        throw conflict('This request id was already used for a different adjustment. Reload and try again.');
      const bal = await tx.db.selectFrom('points_balance').select('points').where('customer_id', '=', c.id).executeTakeFirst();
      return { status: 'success' as const, balance: bal?.points ?? 0, entry: pointsEntryDto(seen), duplicate: true };
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const now = tx.clock.now();
    const at = now.toISOString();
    await tx.db
      .insertInto('points_balance')
      .values({ customer_id: c.id, points: 0, updated_at: at })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
    const before = (await tx.db.selectFrom('points_balance').select('points').where('customer_id', '=', c.id).executeTakeFirstOrThrow())
      .points;
    const entry = {
      id: sortableId('PE-', now),
      customer_id: c.id,
      points: p.points,
      kind: 'adjustment' as const,
      reference: '',
      description: p.reason,
      created_at: at,
    };
    const ins = await tx.db
      .insertInto('points_entry')
      .values({ ...entry, idempotency_key: key })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    if (!Number(ins.numInsertedOrUpdatedRows)) return (await replay())!;
    let upd = tx.db
      .updateTable('points_balance')
      .set({ points: sql<number>`points + ${p.points}`, updated_at: at })
      .where('customer_id', '=', c.id);
    if (p.points < 0) upd = upd.where('points', '>=', -p.points);
    const res = await upd.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw invalid(`The customer has ${before} points: taking ${-p.points} would take them below zero.`, [
        { field: 'points', message: `At most ${before} points can be taken off` },
      ]);
    const after = (await tx.db.selectFrom('points_balance').select('points').where('customer_id', '=', c.id).executeTakeFirstOrThrow())
      .points;
    await audit(
      tx,
      'adjust_points',
      'customer',
      c.id,
      { points: before },
      { points: after, change: p.points, reason: p.reason, request_id: p.request_id, entry: entry.id },
    );
    return { status: 'success' as const, balance: after, entry: pointsEntryDto(entry), duplicate: false };
  });
}
