import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { seedCustomer, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let owner: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedWorld(t);
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(() => t.close());

let seq = 0;
const rid = () => `req-${Date.now().toString(36)}-${++seq}`;
const counts = async (customerId: string) => ({
  wallet: Number(
    (
      await t.db.db
        .selectFrom('wallet_entry')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  ),
  points: Number(
    (
      await t.db.db
        .selectFrom('points_entry')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  ),
  audit: Number(
    (
      await t.db.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('customer list', () => {
  it('lists registered customers only (never guests), searched by name, e-mail, phone or id, paged with a total', async () => {
    const zara = await seedCustomer(t.db.db, {
      first_name: 'Zara',
      last_name: 'Okonkwo',
      email: 'zara.ok@example.com',
      phone: '07700123987',
      password_hash: 'x',
    });
    await seedCustomer(t.db.db, { first_name: 'Ben', last_name: 'Price', password_hash: 'x' });
    // A guest basket: not a customer.
    await t.db.db
      .insertInto('customer')
      .values({
        id: 'GC-guestguestguestguest',
        is_guest: 1,
        first_name: 'Zara',
        last_name: 'Guest',
        email: null,
        phone: null,
        password_hash: null,
        status: 'Approved',
        gender: '',
        dob: '',
        player_id: '',
        substitution_preference: 'best_match',
        social_provider: '',
        social_subject: '',
        merged_into: null,
        created_at: '2026-11-20T00:00:00.000Z',
        updated_at: '2026-11-20T00:00:00.000Z',
      })
      .execute();
    const list = (q: object) => t.call('admin_customer_list', q, { token: manager }).then((r) => r.body.message);
    const all = await list({ page_len: 100 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.customers.every((c: { name: string }) => c.name.startsWith('CUST-'))).toBe(true);
    for (const search of ['zara ok', 'ZARA.OK@', '0770012398', '+44 7700 123987', zara.customer.id.toLowerCase()]) {
      const r = await list({ search });
      expect(
        r.customers.map((c: { name: string }) => c.name),
        search,
      ).toEqual([zara.customer.id]);
      expect(r.total).toBe(1);
    }
    expect((await list({ search: 'Guest' })).total).toBe(0);
    const page1 = await list({ page_len: 1, page_no: 1 });
    const page2 = await list({ page_len: 1, page_no: 2 });
    expect(page1.customers).toHaveLength(1);
    expect(page2.customers[0].name).not.toBe(page1.customers[0].name);
    expect(page1.total).toBe(all.total);
  });

  it('refuses customers and bad paging', async () => {
    const c = await seedCustomer(t.db.db, { password_hash: 'x' });
    expect((await t.call('admin_customer_list', {}, { token: c.token })).status).toBe(403);
    const bad = await t.call('admin_customer_list', { page_len: 1000 }, { token: owner });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad.body)).toMatch(/page_len/);
  });
});

describe('customer detail', () => {
  it('shows profile, addresses, orders, wallet, points, birthday club and devices; a guest is not found', async () => {
    const c = await shopper(t, { fastHash: true });
    await addToCart(t, c.token, 'mince', 2);
    const placed = await t.call(
      'insert_order',
      {
        data: {
          ship_addr: c.address,
          shipping_method: 'Delivery',
          payment_method: 'COD',
          delivery_slots: [
            { date: '2026-11-24', slot: (await t.db.db.selectFrom('slot_template').select('id').executeTakeFirstOrThrow()).id },
          ],
        },
      },
      { token: c.token },
    );
    expect(placed.body.message.status).toBe(true);
    const order = placed.body.message.order.name as string;
    await t.db.db
      .insertInto('birthday_club_member')
      .values({ email: c.customer.email!, customer_id: c.customer.id, day: 14, month: 'March', created_at: '2026-11-01T00:00:00Z' })
      .execute();
    await t.db.db
      .insertInto('push_subscription')
      .values({
        id: 'PS-detail-1',
        customer_id: c.customer.id,
        platform: 'android',
        endpoint: null,
        p256dh: null,
        auth: null,
        device_token: 'tok',
        created_at: '2026-11-01T00:00:00Z',
        last_sent_at: null,
      })
      .execute();
    await t.call(
      'admin_adjust_wallet',
      { customer_id: c.customer.id, amount: 3, reason: 'Welcome credit', request_id: rid() },
      { token: owner },
    );

    const res = await t.call('admin_customer_detail', { customer_id: c.customer.id }, { token: manager });
    expect(res.status).toBe(200);
    const d = res.body.message;
    expect(d.profile).toMatchObject({ name: c.customer.id, full_name: 'Aisha Khan', email: c.customer.email });
    expect(JSON.stringify(d)).not.toMatch(/password|api_secret/);
    expect(d.addresses).toHaveLength(1);
    expect(d.addresses[0].zipcode).toBe('E1 6AN');
    expect(d.orders.count).toBe(1);
    expect(d.orders.recent[0]).toMatchObject({ name: order, status: 'Placed', item_count: 2 });
    expect(d.orders.total_spent).toBeGreaterThan(0);
    expect(d.wallet).toMatchObject({ balance: 3, entry_count: 1 });
    expect(d.wallet.entries[0]).toMatchObject({ amount: 3, kind: 'adjustment', notes: 'Welcome credit' });
    expect(d.points.balance).toBe(0);
    expect(d.birthday_club).toEqual({ day: 14, month: 'March' });
    expect(d.push_devices).toBe(1);

    const guest = await t.call('admin_customer_detail', { customer_id: 'GC-guestguestguestguest' }, { token: owner });
    expect(guest.status).toBe(404);
    expect((await t.call('admin_customer_detail', { customer_id: 'CUST-99999' }, { token: owner })).status).toBe(404);
  });
});

describe('wallet adjustments', () => {
  it('credits and debits with a reason; the customer sees it; audited; a repeated request id pays once', async () => {
    const c = await seedCustomer(t.db.db, { password_hash: 'x' });
    const request_id = rid();
    const credit = await t.call(
      'admin_adjust_wallet',
      { customer_id: c.customer.id, amount: '12.50', reason: 'Missing chops refund', request_id },
      { token: manager },
    );
    expect(credit.status).toBe(200);
    expect(credit.body.message).toMatchObject({
      status: 'success',
      balance: 12.5,
      duplicate: false,
      entry: { amount: 12.5, kind: 'adjustment' },
    });
    // A double click sends the same request again: nothing more is paid.
    const again = await t.call(
      'admin_adjust_wallet',
      { customer_id: c.customer.id, amount: 12.5, reason: 'Missing chops refund', request_id },
      { token: manager },
    );
    expect(again.body.message).toMatchObject({ balance: 12.5, duplicate: true, entry: { name: credit.body.message.entry.name } });
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(12.5);
    const history = (await t.call('get_wallet_details', {}, { token: c.token })).body.message[0].transactions;
    expect(history[0]).toMatchObject({ amount: 12.5, status: 'Credited', notes: 'Missing chops refund' });

    const debit = await t.call(
      'admin_adjust_wallet',
      { customer_id: c.customer.id, amount: -2.5, reason: 'Credited twice by mistake', request_id: rid() },
      { token: owner },
    );
    expect(debit.body.message.balance).toBe(10);
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(10);

    const log = (await t.call('admin_audit_log', { entity: 'customer', entity_id: c.customer.id }, { token: owner })).body.message;
    expect(log).toHaveLength(2);
    expect(log.map((e: { action: string }) => e.action)).toEqual(['adjust_wallet', 'adjust_wallet']);
    const first = log.find((e: { after: { amount: number } }) => e.after.amount === 12.5);
    expect(first.before).toEqual({ wallet_balance: 0 });
    expect(first.after).toMatchObject({ wallet_balance: 12.5, reason: 'Missing chops refund', request_id });
  });

  it('two presses of the same button at once still pay once', async () => {
    const c = await seedCustomer(t.db.db, { password_hash: 'x' });
    const payload = { customer_id: c.customer.id, amount: 5, reason: 'Late delivery', request_id: rid() };
    const both = await Promise.all([
      t.call('admin_adjust_wallet', payload, { token: owner }),
      t.call('admin_adjust_wallet', payload, { token: owner }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.message.duplicate).sort()).toEqual([false, true]);
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(5);
    expect((await counts(c.customer.id)).wallet).toBe(1);
  });

  it('refuses bad input and a balance below zero, writing nothing', async () => {
    const c = await seedCustomer(t.db.db, { password_hash: 'x' });
    await t.call('admin_adjust_wallet', { customer_id: c.customer.id, amount: 4, reason: 'Goodwill', request_id: rid() }, { token: owner });
    const before = await counts(c.customer.id);
    const tryIt = (p: object) =>
      t.call('admin_adjust_wallet', { customer_id: c.customer.id, request_id: rid(), reason: 'Goodwill', ...p }, { token: owner });

    const threeDecimals = await tryIt({ amount: 1.005 });
    expect(threeDecimals.status).toBe(417);
    expect(errorMessage(threeDecimals.body)).toMatch(/at most two decimals/);
    const noReason = await t.call('admin_adjust_wallet', { customer_id: c.customer.id, amount: 1, request_id: rid() }, { token: owner });
    expect(noReason.status).toBe(417);
    expect(errorMessage(noReason.body)).toMatch(/reason is required/);
    expect(errorMessage((await tryIt({ amount: 1, reason: 'ok' })).body)).toMatch(/reason must be at least 3/);
    expect(errorMessage((await tryIt({ amount: 0 })).body)).toMatch(/amount must not be zero/);
    expect(errorMessage((await tryIt({ amount: 1, request_id: 'x' })).body)).toMatch(/request_id/);

    const below = await tryIt({ amount: -4.01 });
    expect(below.status).toBe(417);
    expect(errorMessage(below.body)).toMatch(/below zero/);
    expect(below.body.errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect(await counts(c.customer.id)).toEqual(before);
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(4);

    // The whole balance may go; a request id reused for another amount is refused.
    const all = await tryIt({ amount: -4, request_id: 'req-empty-wallet-1' });
    expect(all.body.message.balance).toBe(0);
    const reused = await tryIt({ amount: -1, request_id: 'req-empty-wallet-1' });
    expect(reused.status).toBe(409);
    expect(
      (
        await t.call(
          'admin_adjust_wallet',
          { customer_id: 'GC-guestguestguestguest', amount: 1, reason: 'Goodwill', request_id: rid() },
          { token: owner },
        )
      ).status,
    ).toBe(404);
  });
});

describe('points adjustments', () => {
  it('adds and takes whole points with a reason, never below zero, once per request id, audited', async () => {
    const c = await seedCustomer(t.db.db, { password_hash: 'x' });
    const request_id = rid();
    const add = await t.call(
      'admin_adjust_points',
      { customer_id: c.customer.id, points: 150, reason: 'Birthday bonus', request_id },
      { token: manager },
    );
    expect(add.body.message).toMatchObject({
      balance: 150,
      duplicate: false,
      entry: { points: 150, kind: 'adjustment', description: 'Birthday bonus' },
    });
    expect(
      (
        await t.call(
          'admin_adjust_points',
          { customer_id: c.customer.id, points: 150, reason: 'Birthday bonus', request_id },
          { token: manager },
        )
      ).body.message,
    ).toMatchObject({ balance: 150, duplicate: true });
    expect((await t.call('get_customer_points', {}, { token: c.token })).body.message.total_points).toBe(150);
    const history = (await t.call('get_point_history', {}, { token: c.token })).body.message;
    expect(history[0]).toMatchObject({ points: 150, type: 'Adjusted', description: 'Birthday bonus' });

    const before = await counts(c.customer.id);
    const below = await t.call(
      'admin_adjust_points',
      { customer_id: c.customer.id, points: -151, reason: 'Correction', request_id: rid() },
      { token: owner },
    );
    expect(below.status).toBe(417);
    expect(errorMessage(below.body)).toMatch(/below zero/);
    expect(await counts(c.customer.id)).toEqual(before);
    const frac = await t.call(
      'admin_adjust_points',
      { customer_id: c.customer.id, points: 1.5, reason: 'Correction', request_id: rid() },
      { token: owner },
    );
    expect(frac.status).toBe(417);
    expect(errorMessage(frac.body)).toMatch(/whole number/);
    const take = await t.call(
      'admin_adjust_points',
      { customer_id: c.customer.id, points: -50, reason: 'Correction', request_id: rid() },
      { token: owner },
    );
    expect(take.body.message.balance).toBe(100);
    const log = (await t.call('admin_audit_log', { entity: 'customer', entity_id: c.customer.id }, { token: owner })).body.message;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['adjust_points', 'adjust_points']);
    const detail = (await t.call('admin_customer_detail', { customer_id: c.customer.id }, { token: owner })).body.message;
    expect(detail.points.balance).toBe(100);
    expect(detail.points.entries.map((e: { points: number }) => e.points)).toEqual([-50, 150]);
  });
});
