import type { TAdminCustomer, TAdminCustomerRow, TAdminPointsEntry, TAdminWalletEntry } from '@larder/contract/admin-customers';
import { toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { notFound } from '../../lib/errors';
import type { CustomerRow } from './customers.table';
import { phoneSearchDigits } from './phone';
import type { PointsEntryTable } from '../loyalty/loyalty.table';
import { addressToDto } from '../location/address.service';
import type { WalletEntryTable } from '../wallet/wallet.table';
import { staffOf } from '../audit/audit';

const fullName = (c: { first_name: string; last_name: string }) => [c.first_name, c.last_name].filter(Boolean).join(' ');

/** A registered customer (guests are shopping baskets, not customers), or 404. */
export async function registeredCustomer(ctx: Ctx, customerId: string): Promise<CustomerRow> {
  const c = await ctx.db.selectFrom('customer').selectAll().where('id', '=', customerId).where('is_guest', '=', 0).executeTakeFirst();
  if (!c) throw notFound('Customer not found.');
  return c;
}

/** admin_customer_list: registered customers, newest first, searched by name, e-mail, phone or id. */
export async function adminCustomerList(ctx: Ctx, f: { search?: string; page_no: number; page_len: number }) {
  staffOf(ctx);
  let q = ctx.db.selectFrom('customer as c').where('c.is_guest', '=', 0);
  const search = f.search?.trim();
  if (search) {
    const term = `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    const digits = phoneSearchDigits(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(c.id)`, 'like', term),
        eb(sql`lower(c.first_name || ' ' || c.last_name)`, 'like', term),
        eb(sql`lower(coalesce(c.email, ''))`, 'like', term),
        ...(digits.length >= 4 ? [eb(sql`replace(coalesce(c.phone, ''), ' ', '')`, 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select([
        'c.id',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.phone',
        'c.status',
        'c.created_at',
        (eb) =>
          eb
            .selectFrom('orders as o')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('o.customer_id', '=', 'c.id')
            .as('order_count'),
        (eb) => eb.selectFrom('wallet_balance as w').select('w.balance').whereRef('w.customer_id', '=', 'c.id').as('wallet'),
        (eb) => eb.selectFrom('points_balance as p').select('p.points').whereRef('p.customer_id', '=', 'c.id').as('points'),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(f.page_len)
      .offset((f.page_no - 1) * f.page_len)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const customers: TAdminCustomerRow[] = rows.map((r) => ({
    name: r.id,
    full_name: fullName(r),
    email: r.email ?? '',
    phone: r.phone ?? '',
    status: r.status,
    created: r.created_at,
    order_count: Number(r.order_count ?? 0),
    wallet_balance: toMajor(Number(r.wallet ?? 0)),
    points: Number(r.points ?? 0),
  }));
  return { customers, total: Number(count.n) };
}

export function walletEntryDto(
  r: Pick<WalletEntryTable, 'id' | 'created_at' | 'amount' | 'kind' | 'reference' | 'notes'>,
): TAdminWalletEntry {
  return { name: r.id, date: r.created_at, amount: toMajor(r.amount), kind: r.kind, reference: r.reference, notes: r.notes };
}

export function pointsEntryDto(
  r: Pick<PointsEntryTable, 'id' | 'created_at' | 'points' | 'kind' | 'reference' | 'description'>,
): TAdminPointsEntry {
  return { name: r.id, date: r.created_at, points: r.points, kind: r.kind, reference: r.reference, description: r.description };
}

const LEDGER_LINES = 100;
const RECENT_ORDERS = 50;

/** admin_customer_detail: profile, addresses, orders, wallet and points with their ledgers, birthday club, devices. */
export async function adminCustomerDetail(ctx: Ctx, customerId: string): Promise<TAdminCustomer> {
  staffOf(ctx);
  const c = await registeredCustomer(ctx, customerId);
  const [
    addresses,
    orders,
    orderStats,
    itemCounts,
    wallet,
    walletEntries,
    walletCount,
    points,
    pointsEntries,
    pointsCount,
    birthday,
    devices,
  ] = await Promise.all([
    ctx.db.selectFrom('address').selectAll().where('customer_id', '=', c.id).orderBy('is_default', 'desc').orderBy('created_at').execute(),
    ctx.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_status', 'total', 'delivery_date', 'created_at'])
      .where('customer_id', '=', c.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ORDERS)
      .execute(),
    ctx.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.max('created_at').as('last'),
        eb.fn.coalesce(eb.fn.sum<number>(sql<number>`case when status <> 'Cancelled' then total else 0 end`), eb.val(0)).as('spent'),
      ])
      .where('customer_id', '=', c.id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('order_item as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.order_id', (eb) => eb.fn.sum<number>('i.quantity').as('n')])
      .where('o.customer_id', '=', c.id)
      .groupBy('i.order_id')
      .execute(),
    ctx.db.selectFrom('wallet_balance').select('balance').where('customer_id', '=', c.id).executeTakeFirst(),
    ctx.db
      .selectFrom('wallet_entry')
      .select(['id', 'created_at', 'amount', 'kind', 'reference', 'notes'])
      .where('customer_id', '=', c.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LEDGER_LINES)
      .execute(),
    ctx.db
      .selectFrom('wallet_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', c.id)
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('points_balance').select('points').where('customer_id', '=', c.id).executeTakeFirst(),
    ctx.db
      .selectFrom('points_entry')
      .select(['id', 'created_at', 'points', 'kind', 'reference', 'description'])
      .where('customer_id', '=', c.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LEDGER_LINES)
      .execute(),
    ctx.db
      .selectFrom('points_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', c.id)
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('birthday_club_member').select(['day', 'month']).where('customer_id', '=', c.id).executeTakeFirst(),
    ctx.db
      .selectFrom('push_subscription')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', c.id)
      .executeTakeFirstOrThrow(),
  ]);
  const items = new Map(itemCounts.map((r) => [r.order_id, Number(r.n)]));
  return {
    profile: {
      name: c.id,
      first_name: c.first_name,
      last_name: c.last_name,
      full_name: fullName(c),
      email: c.email ?? '',
      phone: c.phone ?? '',
      status: c.status,
      gender: c.gender,
      dob: c.dob,
      substitution_preference: c.substitution_preference,
      social_provider: c.social_provider,
      created: c.created_at,
    },
    addresses: await Promise.all(addresses.map((a) => addressToDto(ctx, a))),
    orders: {
      count: Number(orderStats.n),
      total_spent: toMajor(Number(orderStats.spent)),
      last_order_at: orderStats.last ?? null,
      recent: orders.map((o) => ({
        name: o.id,
        status: o.status,
        payment_status: o.payment_status,
        total_amount: toMajor(o.total),
        item_count: items.get(o.id) ?? 0,
        delivery_date: o.delivery_date,
        created: o.created_at,
      })),
    },
    wallet: { balance: toMajor(wallet?.balance ?? 0), entry_count: Number(walletCount.n), entries: walletEntries.map(walletEntryDto) },
    points: { balance: points?.points ?? 0, entry_count: Number(pointsCount.n), entries: pointsEntries.map(pointsEntryDto) },
    birthday_club: birthday ? { day: birthday.day, month: birthday.month } : null,
    push_devices: Number(devices.n),
  };
}
