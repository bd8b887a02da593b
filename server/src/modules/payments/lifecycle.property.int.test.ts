import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedWholeChicken, seedWorld, shopper, tickUnweighedLines } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedPlan, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { updateStoreSettings } from '../settings/settings.service';
import { creditWallet } from '../wallet/wallet.service';
import { providers, WEBHOOK_SINK } from './registry';

/**
 * The payment lifecycle as a state machine under random sequences (decision 007), on the real
 * services and the test provider, on SQLite and PostgreSQL: customers place card and cash
 * orders (with wallet and points), start attempts, pay at the sheet, confirm, close the sheet,
 * race confirmations against webhooks and cancellations, have webhooks delivered late, twice or
 * never, cancel (themselves, the shop, back to the basket), get orders expired and reconciled,
 * have lines removed by the shop, lose refunds to a provider outage, and pay subscription bills.
 * After every step the books must hold; after every sequence, once everything has settled, the
 * provider's own records must agree with them.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
const clock = fixedClock('2026-11-23T08:00:00Z');
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

let t: TestApp;
let staff: string;
let plan: string;
const customers: { token: string; id: string }[] = [];
/** Webhooks the test provider sent, waiting to be delivered (late, twice, or never). */
const outbox: { body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedWorld(t);
  const ctx = anonymousCtx(t.state, t.app.log);
  await updateStoreSettings(ctx, { enable_wallet: 1, enable_reward_points: 1 });
  await t.db.db.updateTable('product').set({ stock: 100_000 }).where('route', 'in', ['mince', 'rice']).execute();
  // Sold by weight (decision 014): £4.99/kg, about 1.6 kg, est. £7.98.
  await seedWholeChicken(t, { route: 'bird', stock: 100_000 });
  staff = (await seedStaff(t.db.db, { role: 'owner' })).token;
  plan = await seedPlan(t.db.db, { name: 'Delivery Saver', price: 799 });
  for (let i = 0; i < 3; i++) {
    const c = await shopper(t, { fastHash: true });
    await creditWallet(ctx, { customerId: c.customer.id, amount: 2000, kind: 'topup', reference: 'seed', key: `seed:${c.customer.id}` });
    customers.push({ token: c.token, id: c.customer.id });
  }
  t.state.memos.set(WEBHOOK_SINK, (_provider: string, body: string, headers: Record<string, string>) => outbox.push({ body, headers }));
}, 60_000);
afterAll(() => t.close());

// ----- what the shopper, the shop, the provider and the jobs can do -----

interface RunState {
  orders: { id: string; token: string }[];
  attempts: { ref: string; purpose: 'order' | 'subscription'; reference: string; token: string }[];
  bills: { id: string; token: string }[];
}

const pick = <T>(xs: T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

async function sheet(ref: string, card: string) {
  await t.app.inject({
    method: 'POST',
    url: `/api/test-provider/payments/${ref}/confirm`,
    payload: { card_number: card, expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
  });
}

async function deliver(i: number, again: boolean) {
  const hook = again ? outbox[i % Math.max(outbox.length, 1)] : outbox.splice(i % Math.max(outbox.length, 1), 1)[0];
  if (!hook) return;
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/test', headers: hook.headers, payload: hook.body });
  expect(res.statusCode).toBe(200);
}

async function runJob(name: string) {
  expect(await t.jobs.runNow(name)).toBe(true);
}

type Action = (s: RunState) => Promise<void>;

/** Every call answers without a server error: ordinary traffic never answers 500. */
async function call(name: string, payload: unknown, token: string) {
  const res = await t.call(name, payload, { token });
  expect(res.status, `${name} ${JSON.stringify(payload)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
  return res;
}

const actions = {
  place: fc
    .record({
      who: fc.nat(2),
      product: fc.constantFrom('mince', 'rice', 'juice', 'chops', 'bird'),
      qty: fc.integer({ min: 1, max: 3 }),
      second: fc.boolean(),
      pay: fc.constantFrom('test', 'test', 'COD'),
      wallet: fc.boolean(),
      points: fc.constantFrom(0, 0, 100),
    })
    .map((a): Action => async (s) => {
      const c = customers[a.who]!;
      await call('insertCartItems', { item_code: a.product, qty: a.qty }, c.token);
      if (a.second) await call('insertCartItems', { item_code: 'rice', qty: 1 }, c.token);
      const res = await call(
        'insert_order',
        {
          data: {
            shipping_method: 'Click & Collect',
            payment_method: a.pay,
            ...(a.wallet ? { use_wallet: true } : {}),
            ...(a.points ? { use_points: a.points } : {}),
          },
        },
        c.token,
      );
      if (res.body.message?.status) s.orders.push({ id: res.body.message.order.name, token: c.token });
      else await call('clear_cartitem', {}, c.token);
    }),
  attempt: fc.nat().map((i): Action => async (s) => {
    const o = pick(s.orders, i);
    if (!o) return;
    const res = await call('create_payment', { purpose: 'order', reference: o.id }, o.token);
    if (res.status === 200)
      s.attempts.push({ ref: res.body.message.client_data.payment_ref, purpose: 'order', reference: o.id, token: o.token });
  }),
  pay: fc.record({ i: fc.nat(), ok: fc.boolean() }).map(({ i, ok }): Action => async (s) => {
    const a = pick(s.attempts, i);
    if (a) await sheet(a.ref, ok ? CARD_OK : CARD_DECLINED);
  }),
  confirm: fc.nat().map((i): Action => async (s) => {
    const a = pick(s.attempts, i);
    if (a) await call('update_order_status', { order_id: a.reference, transaction_id: a.ref }, a.token);
  }),
  /** Pay now: an attempt, the sheet, and (or not: the webhook does it) the confirmation. */
  payNow: fc.record({ i: fc.nat(), ok: fc.boolean(), confirm: fc.boolean() }).map(({ i, ok, confirm }): Action => async (s) => {
    const o = pick(s.orders, i);
    if (!o) return;
    const res = await call('create_payment', { purpose: 'order', reference: o.id }, o.token);
    if (res.status !== 200) return;
    const ref = res.body.message.client_data.payment_ref as string;
    s.attempts.push({ ref, purpose: 'order', reference: o.id, token: o.token });
    await sheet(ref, ok || confirm ? CARD_OK : CARD_DECLINED);
    if (confirm) await call('update_order_status', { order_id: o.id, transaction_id: ref }, o.token);
  }),
  /** Two tabs: two attempts started together, both paid at the sheet, both confirmed together. */
  twoTabs: fc.nat().map((i): Action => async (s) => {
    const o = pick(s.orders, i);
    if (!o) return;
    const started = await Promise.all([1, 2].map(() => call('create_payment', { purpose: 'order', reference: o.id }, o.token)));
    const refs = started.filter((r) => r.status === 200).map((r) => r.body.message.client_data.payment_ref as string);
    for (const ref of refs) s.attempts.push({ ref, purpose: 'order', reference: o.id, token: o.token });
    await Promise.all(refs.map((ref) => sheet(ref, CARD_OK)));
    await Promise.all(refs.map((ref) => call('update_order_status', { order_id: o.id, transaction_id: ref }, o.token)));
  }),
  closeSheet: fc.nat().map((i): Action => async (s) => {
    const o = pick(s.orders, i);
    if (o) await call('update_order_status', { order_id: o.id }, o.token);
  }),
  webhook: fc.record({ i: fc.nat(), again: fc.boolean() }).map(
    ({ i, again }): Action =>
      () =>
        deliver(i, again),
  ),
  /** A double click, a second tab and the provider's webhook, all at once. */
  race: fc.record({ i: fc.nat(), cancel: fc.boolean() }).map(({ i, cancel }): Action => async (s) => {
    const a = pick(s.attempts, i);
    if (!a) return;
    await sheet(a.ref, CARD_OK);
    await Promise.all([
      call('update_order_status', { order_id: a.reference, transaction_id: a.ref }, a.token),
      call('update_order_status', { order_id: a.reference, transaction_id: a.ref }, a.token),
      deliver(outbox.length - 1, false),
      ...(cancel && a.purpose === 'order' ? [call('cancel_order', { order_id: a.reference }, a.token)] : []),
    ]);
  }),
  cancel: fc
    .record({ i: fc.nat(), by: fc.constantFrom('customer', 'back', 'shop', 'shop-wallet') })
    .map(({ i, by }): Action => async (s) => {
      const o = pick(s.orders, i);
      if (!o) return;
      if (by === 'customer' || by === 'back') await call('cancel_order', { order_id: o.id, back_to_cart: by === 'back' }, o.token);
      else
        await call(
          'admin_cancel_order',
          { order_id: o.id, reason: 'Out of stock', refund_to: by === 'shop' ? 'original' : 'wallet' },
          staff,
        );
    }),
  confirmOrder: fc.nat().map((i): Action => async (s) => {
    const o = pick(s.orders, i);
    if (o) await call('admin_update_order_status', { order_id: o.id, status: 'Confirmed' }, staff);
  }),
  editLines: fc.nat().map((i): Action => async (s) => {
    const o = pick(s.orders, i);
    if (!o) return;
    const detail = (await call('admin_order_detail', { order_id: o.id }, staff)).body.message;
    const line = detail?.items?.find((l: { is_free_item: number; quantity: number }) => !l.is_free_item && l.quantity > 1);
    if (line)
      await call(
        'admin_edit_order_lines',
        { order_id: o.id, changes: [{ line: line.name, quantity: line.quantity - 1 }], reason: 'Short on the shelf' },
        staff,
      );
  }),
  /** The picker weighs a weighed line: light, about right, or far over the cap. */
  weigh: fc.record({ i: fc.nat(), factor: fc.constantFrom(0.5, 0.9, 1, 1.07, 1.3, 3) }).map(({ i, factor }): Action => async (s) => {
    const o = pick(s.orders, i);
    if (!o) return;
    const sheet = (await call('admin_weighing', { order_id: o.id }, staff)).body.message;
    const line = sheet?.lines?.find((l: { price_per_kg: number | null }) => l.price_per_kg !== null);
    if (line)
      await call('admin_weigh_line', { order_id: o.id, line: line.line, grams: Math.round(line.estimated_weight_g * factor) }, staff);
  }),
  /** Finish picking: the final total is fixed and taken (sometimes twice at once). */
  finish: fc.record({ i: fc.nat(), twice: fc.boolean() }).map(({ i, twice }): Action => async (s) => {
    const o = pick(s.orders, i);
    if (!o) return;
    await tickUnweighedLines(t.db.db, o.id);
    await Promise.all((twice ? [1, 2] : [1]).map(() => call('admin_finish_picking', { order_id: o.id }, staff)));
  }),
  expire: fc.constant<Action>(async () => {
    clock.advance(31 * 60_000);
    await runJob('orders.expire-unpaid');
    await runJob('subscriptions.expire-unpaid');
  }),
  reconcile: fc.constant<Action>(async () => {
    clock.advance(11 * 60_000);
    await runJob('payments.reconcile');
  }),
  outage: fc.constant<Action>(() => {
    providersTest().refundOutages = 1;
    return Promise.resolve();
  }),
  subscribe: fc.nat(2).map((who): Action => async (s) => {
    const c = customers[who]!;
    const res = await call('insert_web_subscription', { subscription_plan: plan }, c.token);
    const bill = res.body.message?.order?.name as string | undefined;
    if (bill) {
      s.bills.push({ id: bill, token: c.token });
      const pay = await call('create_payment', { purpose: 'subscription', reference: bill }, c.token);
      if (pay.status === 200)
        s.attempts.push({ ref: pay.body.message.client_data.payment_ref, purpose: 'subscription', reference: bill, token: c.token });
    }
  }),
};

function providersTest() {
  const p = providers(t.state).test;
  if (!p) throw new Error('the test provider is not enabled');
  return p;
}

const anyAction = fc.oneof(
  { arbitrary: actions.place, weight: 5 },
  { arbitrary: actions.payNow, weight: 4 },
  { arbitrary: actions.twoTabs, weight: 2 },
  { arbitrary: actions.attempt, weight: 2 },
  { arbitrary: actions.pay, weight: 3 },
  { arbitrary: actions.confirm, weight: 3 },
  { arbitrary: actions.closeSheet, weight: 1 },
  { arbitrary: actions.webhook, weight: 3 },
  { arbitrary: actions.race, weight: 2 },
  { arbitrary: actions.cancel, weight: 2 },
  { arbitrary: actions.confirmOrder, weight: 1 },
  { arbitrary: actions.editLines, weight: 1 },
  { arbitrary: actions.weigh, weight: 2 },
  { arbitrary: actions.finish, weight: 2 },
  { arbitrary: actions.expire, weight: 1 },
  { arbitrary: actions.reconcile, weight: 1 },
  { arbitrary: actions.outage, weight: 1 },
  { arbitrary: actions.subscribe, weight: 1 },
);

// ----- the books -----

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** What must hold after every step. */
async function checkBooks() {
  const db = t.db.db;
  const [orders, payments, bills, live] = await Promise.all([
    db.selectFrom('orders').selectAll().execute(),
    db.selectFrom('payment').selectAll().execute(),
    db.selectFrom('subscription_order').selectAll().execute(),
    db
      .selectFrom('payment')
      .select(['purpose', 'reference', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['created', 'authorized'])
      .groupBy(['purpose', 'reference', 'status'])
      .execute(),
  ]);
  for (const p of payments) {
    // A capture is split once: counted + owed back = captured; never more back than captured.
    if (p.status === 'succeeded' || p.status === 'refunded') expect(p.applied_amount + p.refund_due, p.id).toBe(p.captured_amount);
    else expect([p.captured_amount, p.applied_amount, p.refund_due], p.id).toEqual([0, 0, 0]);
    // An authorisation holds what the attempt asked for, for an order that still wants it.
    if (p.status === 'authorized') {
      expect(p.held_amount, p.id).toBe(p.amount);
      const o = orders.find((x) => x.id === p.reference);
      expect(o?.status, `${p.id} holds money for a live order`).not.toBe('Cancelled');
      expect(o?.payment_status, p.id).toBe('Authorized');
    }
    expect(p.refunded_amount, p.id).toBeLessThanOrEqual(p.refund_due);
  }
  for (const l of live) expect(Number(l.n), `${l.reference} has one live attempt and one authorisation at most`).toBe(1);
  const appliedTo = (purpose: string, ref: string) =>
    sum(payments.filter((p) => p.purpose === purpose && p.reference === ref).map((p) => p.applied_amount));
  for (const o of orders) {
    const card = appliedTo('order', o.id);
    // Never more than owed: what the order kept is what its card payments counted plus wallet and points.
    expect(o.paid_amount, o.id).toBeLessThanOrEqual(o.total);
    // Weighed: never more than the estimate plus the margin.
    if (o.hold_amount > 0) expect(o.total, `${o.id} within its hold`).toBeLessThanOrEqual(o.hold_amount);
    if (o.status === 'Cancelled') {
      expect([o.paid_amount, card], `${o.id} cancelled keeps nothing`).toEqual([0, 0]);
      expect(o.payment_status, o.id).not.toBe('Paid');
      expect(o.stock_released, `${o.id} gave back what it held`).toBe(1);
    } else {
      expect(o.paid_amount, o.id).toBe(o.wallet_amount + o.points_amount + card);
      if (o.paid_amount >= o.total) expect(['Paid', 'Partially Refunded'], o.id).toContain(o.payment_status);
    }
  }
  for (const b of bills) {
    expect(b.paid_amount, b.id).toBeLessThanOrEqual(b.amount);
    expect(b.paid_amount, b.id).toBe(appliedTo('subscription', b.id));
    if (b.payment_status === 'Cancelled') expect(b.paid_amount, b.id).toBe(0);
  }
  // Wallet and points: each balance is the sum of its ledger, never below zero.
  for (const [balance, entries, col] of [
    ['wallet_balance', 'wallet_entry', 'balance'],
    ['points_balance', 'points_entry', 'points'],
  ] as const) {
    const rows = await db.selectFrom(balance).selectAll().execute();
    for (const r of rows) {
      const ledger = await db
        .selectFrom(entries)
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(col === 'balance' ? 'amount' : 'points'), eb.val(0)).as('n'))
        .where('customer_id', '=', r.customer_id)
        .executeTakeFirstOrThrow();
      const held = (r as Record<string, number | string>)[col] as number;
      expect(held, `${balance} of ${r.customer_id}`).toBe(Number(ledger.n));
      expect(held).toBeGreaterThanOrEqual(0);
    }
  }
  // Stock: what the tracked products hold plus what live orders hold is what there was.
  const products = await db
    .selectFrom('product')
    .select(['id', 'route', 'stock'])
    .where('route', 'in', ['mince', 'rice', 'chops', 'bird'])
    .execute();
  const held = await db
    .selectFrom('order_item as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.product_id', (eb) => eb.fn.sum<number>('i.quantity').as('n')])
    .where('o.stock_released', '=', 0)
    .groupBy('i.product_id')
    .execute();
  const initial: Record<string, number> = { mince: 100_000, rice: 100_000, chops: 10, bird: 100_000 };
  for (const p of products) expect(p.stock + Number(held.find((h) => h.product_id === p.id)?.n ?? 0), p.route).toBe(initial[p.route]);
}

/** Once everything has settled (webhooks delivered, jobs run, the provider reachable): the provider's records agree with the books. */
async function checkProvider() {
  providersTest().refundOutages = 0;
  while (outbox.length) await deliver(0, false);
  clock.advance(11 * 60_000);
  await runJob('payments.reconcile');
  await checkBooks();
  const db = t.db.db;
  const [payments, atProvider, refunds] = await Promise.all([
    db.selectFrom('payment').selectAll().where('provider', '=', 'test').execute(),
    db.selectFrom('test_payment').selectAll().execute(),
    db.selectFrom('payment_refund').selectAll().execute(),
  ]);
  expect(
    refunds.filter((r) => r.status !== 'succeeded'),
    'every refund went through',
  ).toEqual([]);
  const provider = new Map(atProvider.map((p) => [p.id, p]));
  const kept = new Map<string, number>();
  for (const p of payments) {
    const at = p.provider_ref ? provider.get(p.provider_ref) : undefined;
    // Nothing stays authorised at the provider unless the books still hold it.
    if (at?.status === 'authorized') expect(p.status, `${p.id} authorised at the provider`).toBe('authorized');
    const net = at && at.status === 'succeeded' ? at.amount - at.refunded_amount : 0;
    const back = (to: string) => sum(refunds.filter((r) => r.payment_id === p.id && r.destination === to).map((r) => r.amount));
    // What the provider holds for this attempt is what the books say it kept: card refunds went back
    // through it, refunds to the wallet were paid from what it holds.
    expect(net, `${p.id} at the provider: ${JSON.stringify({ books: p, provider: at })}`).toBe(p.captured_amount - back('provider'));
    expect(p.refunded_amount, p.id).toBe(p.refund_due);
    kept.set(`${p.purpose}:${p.reference}`, (kept.get(`${p.purpose}:${p.reference}`) ?? 0) + net - back('wallet'));
  }
  const orders = await db.selectFrom('orders').selectAll().execute();
  for (const o of orders) {
    const owed = o.status === 'Cancelled' ? 0 : o.total - o.wallet_amount - o.points_amount;
    expect(kept.get(`order:${o.id}`) ?? 0, `${o.id}: captured − refunded ≤ owed`).toBeLessThanOrEqual(owed);
  }
  const bills = await db.selectFrom('subscription_order').selectAll().execute();
  for (const b of bills)
    expect(kept.get(`subscription:${b.id}`) ?? 0, b.id).toBeLessThanOrEqual(b.payment_status === 'Cancelled' ? 0 : b.amount);
}

describe('the payment lifecycle under random sequences', () => {
  it(`keeps the books after every step (${RUNS} sequences)`, async () => {
    let steps = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(anyAction, { minLength: 5, maxLength: 25 }), async (seq) => {
        const s: RunState = { orders: [], attempts: [], bills: [] };
        for (const step of seq) {
          await step(s);
          steps++;
          await checkBooks();
        }
        await checkProvider();
      }),
      { numRuns: RUNS, endOnFailure: true, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
    const seen = async (q: Promise<{ k: string; n: number | string }[]>) => (await q).map((r) => `${r.k} ${Number(r.n)}`).join(', ');
    const db = t.db.db;
    console.info(
      `payment lifecycle (${t.state.dialect}): ${RUNS} sequences, ${steps} steps in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        `  orders: ${await seen(
          db
            .selectFrom('orders')
            .select(['status as k', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('status')
            .execute(),
        )}\n` +
        `  weighed orders picked: ${await seen(
          db
            .selectFrom('orders')
            .select(['payment_status as k', (eb) => eb.fn.countAll<number>().as('n')])
            .where('picked_at', 'is not', null)
            .groupBy('payment_status')
            .execute(),
        )}\n` +
        `  attempts: ${await seen(
          db
            .selectFrom('payment')
            .select(['status as k', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('status')
            .execute(),
        )}\n` +
        `  refunds: ${await seen(
          db
            .selectFrom('payment_refund')
            .select(['reason as k', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('reason')
            .execute(),
        )}`,
    );
  }, 300_000);
});
