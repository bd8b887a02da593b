import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let manager: string;
let picker: string;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  await t.db.db.updateTable('product').set({ stock: 10_000 }).where('route', '=', 'rice').execute();
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
  customerToken = (await shopper(t, { fastHash: true })).token;
});
afterAll(() => t.close());

async function placeOrders(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = await shopper(t, { fastHash: true });
    await addToCart(t, c.token, 'rice', 1);
    const res = await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'COD' } }, { token: c.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.message.order.name as string);
  }
  return ids;
}
const call = (payload: unknown, token = manager) => t.call('admin_bulk_order_status', payload, { token });
const statuses = async (ids: string[]) =>
  (await t.db.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute()).map((o) => o.status);
const count = async (table: 'audit_log' | 'order_status_history') =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mails = () => (t.state.mailer as unknown as { sent: Mail[] }).sent;

describe('admin_bulk_order_status', () => {
  it('moves the chosen orders one step each, with their history, one audit entry and the customers’ e-mails', async () => {
    const ids = await placeOrders(3);
    const [audits, mailed] = [await count('audit_log'), mails().length];
    const res = await call({ orders: ids, status: 'Confirmed', note: 'Morning round' }, picker);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toEqual({ moved: ids, skipped: [] });
    expect(await statuses(ids)).toEqual(['Confirmed', 'Confirmed', 'Confirmed']);
    const history = await t.db.db
      .selectFrom('order_status_history')
      .select('note')
      .where('order_id', 'in', ids)
      .where('status', '=', 'Confirmed')
      .execute();
    expect(history.map((h) => h.note)).toEqual(['Morning round', 'Morning round', 'Morning round']);
    expect(await count('audit_log')).toBe(audits + 1);
    const entry = await t.db.db.selectFrom('audit_log').select(['action', 'after']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.action).toBe('bulk_status');
    expect(JSON.parse(entry.after!).orders).toEqual(ids);
    expect(mails().length).toBe(mailed + 3);
  });

  it('all or nothing: one order that cannot move keeps every order as it was and names it in errors[]', async () => {
    const ids = await placeOrders(3);
    await call({ orders: [ids[1]], status: 'Confirmed' });
    const [audits, history, mailed] = [await count('audit_log'), await count('order_status_history'), mails().length];
    const res = await call({ orders: ids, status: 'Confirmed' });
    expect(res.status).toBe(417);
    expect(errorMessage(res.body)).toMatch(/^1 of 3 orders cannot move to Confirmed, so none was moved/);
    expect(res.body.errors).toEqual([
      { field: ids[1], message: expect.stringMatching(/is Confirmed: it can move to Packed, not Confirmed/) },
    ]);
    expect(await statuses(ids)).toEqual(['Placed', 'Confirmed', 'Placed']);
    expect(await count('audit_log')).toBe(audits);
    expect(await count('order_status_history')).toBe(history);
    expect(mails().length).toBe(mailed);

    const skip = await call({ orders: ids, status: 'Confirmed', skip_blocked: 1 });
    expect(skip.status, JSON.stringify(skip.body)).toBe(200);
    expect(skip.body.message.moved).toEqual([ids[0], ids[2]]);
    expect(skip.body.message.skipped).toEqual([{ order_id: ids[1], message: expect.stringMatching(/not Confirmed/) }]);
    expect(await statuses(ids)).toEqual(['Confirmed', 'Confirmed', 'Confirmed']);
  });

  it('keeps the packing rule: unpicked orders are not packed', async () => {
    const ids = await placeOrders(2);
    await call({ orders: ids, status: 'Confirmed' });
    const res = await call({ orders: ids, status: 'Packed' });
    expect(res.status).toBe(417);
    expect(res.body.errors).toHaveLength(2);
    expect(res.body.errors[0].message).toMatch(/is not picked yet/);
    expect(await statuses(ids)).toEqual(['Confirmed', 'Confirmed']);
  });

  it('moves a delivery date’s slot: its open orders only', async () => {
    const ids = await placeOrders(3);
    const slot = w.slots[0]!;
    await t.db.db.updateTable('orders').set({ delivery_date: '2026-11-24', slot_template_id: slot }).where('id', 'in', ids).execute();
    await t.call('admin_cancel_order', { order_id: ids[2], reason: 'Customer rang' }, { token: manager });
    const res = await call({ delivery_date: '2026-11-24', slot, status: 'Confirmed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.moved).toEqual([ids[0], ids[1]]);
    expect(await statuses(ids)).toEqual(['Confirmed', 'Confirmed', 'Cancelled']);
    const none = await call({ delivery_date: '2026-11-25', slot, status: 'Confirmed' });
    expect(none.status).toBe(417);
  });

  it('bad input is a 417 and customers get a 403', async () => {
    const [id] = await placeOrders(1);
    for (const bad of [
      { orders: [id], status: 'Cancelled' },
      { orders: [id], status: 'Placed' },
      { orders: [id], status: 'Shipped' },
      { orders: [], status: 'Confirmed' },
      { orders: [id, id], status: 'Confirmed' },
      { status: 'Confirmed' },
      { orders: [id], delivery_date: '2026-11-24', slot: 'x', status: 'Confirmed' },
      { delivery_date: '2026-11-24', status: 'Confirmed' },
      { orders: ['ORD-NOPE'], status: 'Confirmed' },
    ]) {
      expect((await call(bad)).status, JSON.stringify(bad)).toBe(417);
    }
    expect((await call({ orders: [id], status: 'Confirmed' }, customerToken)).status).toBe(403);
    expect(await statuses([id!])).toEqual(['Placed']);
  });
});
