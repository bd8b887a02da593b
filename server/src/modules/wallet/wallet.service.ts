import { toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { sortableId } from '../../lib/ids';
import type { WalletEntryTable } from './wallet.table';

/**
 * The wallet is a ledger. Every change is an entry with an idempotency key (unique), and the
 * balance row moves in the same transaction, so the balance always equals the sum of the entries
 * and the same top-up, refund or debit can never count twice. A debit never takes the balance
 * below zero (conditional update). Callers pass a transaction.
 */

async function ensureBalanceRow(tx: Ctx, customerId: string): Promise<void> {
  await tx.db
    .insertInto('wallet_balance')
    .values({ customer_id: customerId, balance: 0, updated_at: tx.clock.now().toISOString() })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

/** Adds money. Returns false when this idempotency key was already credited (nothing changes). */
export async function creditWallet(
  tx: Ctx,
  e: { customerId: string; amount: number; kind: WalletEntryTable['kind']; reference: string; key: string; notes?: string },
): Promise<boolean> {
  if (e.amount <= 0) throw new Error('A wallet credit must be positive');
  const now = tx.clock.now().toISOString();
  const res = await tx.db
    .insertInto('wallet_entry')
    .values({
      id: sortableId('WE-', tx.clock.now()),
      customer_id: e.customerId,
      amount: e.amount,
      kind: e.kind,
      reference: e.reference,
      notes: e.notes ?? '',
      idempotency_key: e.key,
      created_at: now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  if (!Number(res.numInsertedOrUpdatedRows)) return false;
  await ensureBalanceRow(tx, e.customerId);
  await tx.db
    .updateTable('wallet_balance')
    .set({ balance: sql<number>`balance + ${e.amount}`, updated_at: now })
    .where('customer_id', '=', e.customerId)
    .execute();
  return true;
}

/** Takes money if the balance covers it. 'duplicate' when this key was already debited. */
export async function debitWallet(
  tx: Ctx,
  e: { customerId: string; amount: number; reference: string; key: string; notes?: string },
): Promise<'ok' | 'insufficient' | 'duplicate'> {
  if (e.amount <= 0) throw new Error('A wallet debit must be positive');
  const seen = await tx.db.selectFrom('wallet_entry').select('id').where('idempotency_key', '=', e.key).executeTakeFirst();
  if (seen) return 'duplicate';
  await ensureBalanceRow(tx, e.customerId);
  const now = tx.clock.now().toISOString();
  const res = await tx.db
    .updateTable('wallet_balance')
    .set({ balance: sql<number>`balance - ${e.amount}`, updated_at: now })
    .where('customer_id', '=', e.customerId)
    .where('balance', '>=', e.amount)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return 'insufficient';
  await tx.db
    .insertInto('wallet_entry')
    .values({
      id: sortableId('WE-', tx.clock.now()),
      customer_id: e.customerId,
      amount: -e.amount,
      kind: 'checkout',
      reference: e.reference,
      notes: e.notes ?? '',
      idempotency_key: e.key,
      created_at: now,
    })
    .execute();
  return 'ok';
}

/**
 * A staff adjustment (± pence) keyed by `key`: 'taken' when the key was already used (nothing
 * written), 'insufficient' when a debit would take the balance below zero (the entry is written:
 * the caller throws to roll it back), else the balance either side and the entry.
 */
export async function adjustWallet(
  tx: Ctx,
  a: { customerId: string; amount: number; notes: string; key: string },
): Promise<
  | { kind: 'taken' }
  | { kind: 'insufficient'; before: number }
  | { kind: 'ok'; before: number; after: number; entry: Omit<WalletEntryTable, 'idempotency_key'> }
> {
  const now = tx.clock.now();
  const at = now.toISOString();
  await tx.db
    .insertInto('wallet_balance')
    .values({ customer_id: a.customerId, balance: 0, updated_at: at })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  const before = (
    await tx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', a.customerId).executeTakeFirstOrThrow()
  ).balance;
  const entry = {
    id: sortableId('WE-', now),
    customer_id: a.customerId,
    amount: a.amount,
    kind: 'adjustment' as const,
    reference: '',
    notes: a.notes,
    created_at: at,
  };
  const ins = await tx.db
    .insertInto('wallet_entry')
    .values({ ...entry, idempotency_key: a.key })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  if (!Number(ins.numInsertedOrUpdatedRows)) return { kind: 'taken' };
  let upd = tx.db
    .updateTable('wallet_balance')
    .set({ balance: sql<number>`balance + ${a.amount}`, updated_at: at })
    .where('customer_id', '=', a.customerId);
  if (a.amount < 0) upd = upd.where('balance', '>=', -a.amount);
  const res = await upd.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return { kind: 'insufficient', before };
  const after = (
    await tx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', a.customerId).executeTakeFirstOrThrow()
  ).balance;
  return { kind: 'ok', before, after, entry };
}

export async function walletBalance(ctx: Ctx, customerId: string): Promise<number> {
  return (
    (await ctx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', customerId).executeTakeFirst())?.balance ?? 0
  );
}

/** get_wallet_details: `message[0].transactions` newest first, paged; [] when there is no wallet. */
export async function walletHistory(ctx: Ctx, customerId: string, pageNo: number, pageLen: number) {
  const bal = await ctx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', customerId).executeTakeFirst();
  if (!bal) return [];
  const rows = await ctx.db
    .selectFrom('wallet_entry')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  return [
    {
      name: `W-${customerId}`,
      user: customerId,
      current_wallet_amount: toMajor(bal.balance),
      total_wallet_amount: toMajor(bal.balance),
      locked_in_amount: 0,
      transactions: rows.map((r) => ({
        name: r.id,
        transaction_date: r.created_at,
        amount: toMajor(Math.abs(r.amount)),
        status: r.amount >= 0 ? ('Credited' as const) : ('Debited' as const),
        kind: r.kind,
        notes: r.notes,
        order_id: r.reference,
      })),
    },
  ];
}
