import { fromMajor, formatMoney, toMajor } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { conflict, invalid } from '../../lib/errors';
import { adjustPoints } from '../loyalty/loyalty.service';
import { adjustWallet } from '../wallet/wallet.service';
import { audit, staffOf } from '../audit/audit';
import { pointsEntryDto, registeredCustomer, walletEntryDto } from './console';

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

    const r = await adjustWallet(tx, { customerId: c.id, amount: pence, notes: p.reason, key });
    // Another press of the same button won the race: answer what it did.
    if (r.kind === 'taken') return (await replay())!;
    if (r.kind === 'insufficient')
      throw invalid(`The wallet holds ${formatMoney(r.before)}: taking ${formatMoney(-pence)} would take it below zero.`, [
        { field: 'amount', message: `At most ${toMajor(r.before).toFixed(2)} can be taken off` },
      ]);
    const { before, after, entry } = r;
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

    const r = await adjustPoints(tx, { customerId: c.id, points: p.points, description: p.reason, key });
    if (r.kind === 'taken') return (await replay())!;
    if (r.kind === 'insufficient')
      throw invalid(`The customer has ${r.before} points: taking ${-p.points} would take them below zero.`, [
        { field: 'points', message: `At most ${r.before} points can be taken off` },
      ]);
    const { before, after, entry } = r;
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
