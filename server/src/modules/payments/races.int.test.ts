import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSquare, fakeSquareEnv, type FakeSquare } from '../../../test/fake-square';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type HeldWebhooks, holdWebhooks, payAtSheet } from '../../../test/test-provider';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { fixedClock } from '../../lib/clock';
import { updateStoreSettings } from '../settings/settings.service';

/**
 * Money races on one server, on SQLite and PostgreSQL (the same races across two processes are
 * in cluster.int.test.ts): a double click on Square's process_payment (Square charges both), two
 * tabs starting payments while one pays, the shopper's confirmation racing the webhook, and a
 * cancellation racing both. Each time exactly one capture is kept and every other success is
 * refunded at its provider.
 */
const clock = fixedClock('2026-11-23T08:00:00Z');
const N = 8;
let t: TestApp;
let square: FakeSquare;
let hooks: HeldWebhooks;

beforeAll(async () => {
  square = await startFakeSquare();
  Object.assign(process.env, fakeSquareEnv(square.url));
  t = await createTestApp({ clock, config: { PAYMENT_PROVIDERS: 'test,square' } });
  await seedWorld(t);
  await updateStoreSettings(anonymousCtx(t.state, t.app.log), { enable_reward_points: 1 });
  hooks = holdWebhooks(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await square.close();
});

async function cardOrder(payment = 'test') {
  const c = await shopper(t, { fastHash: true });
  await addToCart(t, c.token, 'rice', 2);
  const placed = (
    await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: payment } }, { token: c.token })
  ).body.message;
  expect(placed.status).toBe(true);
  return { token: c.token, order: placed.order.name as string, total: Math.round(placed.order.total_amount * 100) };
}

const sheet = (ref: string) => payAtSheet(t, ref);
const deliverAll = () => hooks.deliverAll();

/** Per order: what the books kept, what each provider holds, and how the order ended. */
async function books(order: string) {
  const db = t.db.db;
  const o = await db.selectFrom('orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow();
  const payments = await db.selectFrom('payment').selectAll().where('reference', '=', order).execute();
  let held = 0;
  for (const p of payments) {
    if (!p.provider_ref) continue;
    if (p.provider === 'square') {
      const s = square.payments.get(p.provider_ref);
      if (s?.status === 'COMPLETED') held += s.amount - s.refunded;
    } else {
      const s = await db.selectFrom('test_payment').selectAll().where('id', '=', p.provider_ref).executeTakeFirst();
      if (s?.status === 'succeeded') held += s.amount - s.refunded_amount;
    }
  }
  const earned = await db
    .selectFrom('points_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.val(0)).as('n'))
    .where('reference', '=', order)
    .where('kind', 'in', ['earn', 'reverse'])
    .executeTakeFirstOrThrow();
  return {
    o,
    kept: payments.filter((p) => p.applied_amount > 0).length,
    captured: payments.filter((p) => p.captured_amount > 0).length,
    held,
    points: Number(earned.n),
  };
}

describe('money races', () => {
  it('a double click on process_payment: Square charges twice, one charge is kept and the other refunded', async () => {
    const orders = await Promise.all(Array.from({ length: N }, () => cardOrder('square')));
    const answers = await Promise.all(
      orders.flatMap((o) =>
        [1, 2].map(() => t.call('process_payment', { order_id: o.order, nonce: 'cnon:card-nonce-ok' }, { token: o.token })),
      ),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    let refunded = 0;
    for (const o of orders) {
      const b = await books(o.order);
      expect(b.o.payment_status, o.order).toBe('Paid');
      expect(b.kept, o.order).toBe(1);
      expect(b.held, `${o.order}: Square keeps exactly the total`).toBe(o.total);
      refunded += b.captured - 1;
    }
    // Each pair either charged twice (one refunded) or the second found the order paid before charging.
    console.info(`process_payment double clicks: ${N} orders, ${refunded} second charges refunded`);
  });

  it('two tabs: a new attempt while the first is being paid; one payment is kept', async () => {
    const orders = await Promise.all(Array.from({ length: N }, () => cardOrder()));
    await Promise.all(
      orders.map(async (o) => {
        const first = (await t.call('create_payment', { purpose: 'order', reference: o.order }, { token: o.token })).body.message;
        const [, second] = await Promise.all([
          sheet(first.client_data.payment_ref),
          t.call('create_payment', { purpose: 'order', reference: o.order }, { token: o.token }),
        ]);
        const refs = [first.client_data.payment_ref as string];
        if (second.status === 200) {
          refs.push(second.body.message.client_data.payment_ref as string);
          await sheet(second.body.message.client_data.payment_ref);
        }
        await Promise.all(refs.map((ref) => t.call('update_order_status', { order_id: o.order, transaction_id: ref }, { token: o.token })));
      }),
    );
    await deliverAll();
    for (const o of orders) {
      const b = await books(o.order);
      expect(b.o.payment_status, o.order).toBe('Paid');
      expect([b.kept, b.held], o.order).toEqual([1, o.total]);
    }
  });

  it('the confirmation racing its webhook (twice each): paid once, points once', async () => {
    const orders = await Promise.all(Array.from({ length: N }, () => cardOrder()));
    await Promise.all(
      orders.map(async (o) => {
        const a = (await t.call('create_payment', { purpose: 'order', reference: o.order }, { token: o.token })).body.message;
        await sheet(a.client_data.payment_ref);
        const confirm = () =>
          t.call('update_order_status', { order_id: o.order, transaction_id: a.client_data.payment_ref }, { token: o.token });
        const answers = await Promise.all([confirm(), deliverAll(), confirm(), deliverAll()]);
        expect([answers[0].body.message.status, answers[2].body.message.status]).toEqual([1, 1]);
        expect([...answers[1], ...answers[3]].every((s) => s === 200)).toBe(true);
      }),
    );
    for (const o of orders) {
      const b = await books(o.order);
      expect([b.o.payment_status, b.kept, b.held], o.order).toEqual(['Paid', 1, o.total]);
      expect(b.points, o.order).toBe(Math.floor(o.total / 100));
    }
  });

  it('a cancellation racing the confirmation and the webhook: cancelled, nothing kept, no points', async () => {
    const orders = await Promise.all(Array.from({ length: N }, () => cardOrder()));
    await Promise.all(
      orders.map(async (o) => {
        const a = (await t.call('create_payment', { purpose: 'order', reference: o.order }, { token: o.token })).body.message;
        await sheet(a.client_data.payment_ref);
        const [cancelled, confirmed, hooks] = await Promise.all([
          t.call('cancel_order', { order_id: o.order }, { token: o.token }),
          t.call('update_order_status', { order_id: o.order, transaction_id: a.client_data.payment_ref }, { token: o.token }),
          deliverAll(),
        ]);
        // Ordinary concurrency never answers 500.
        expect([cancelled.status, confirmed.status, ...hooks].every((s) => s === 200)).toBe(true);
        expect(cancelled.body.message.status).toBe('Success');
      }),
    );
    await deliverAll();
    for (const o of orders) {
      const b = await books(o.order);
      // Paid first then cancelled, or cancelled first then the late success refunded: either way nothing is kept.
      expect(b.o.status, o.order).toBe('Cancelled');
      expect([b.o.paid_amount, b.kept, b.held, b.points], o.order).toEqual([0, 0, 0, 0]);
      expect(b.o.payment_status, o.order).not.toBe('Paid');
    }
  });
});
