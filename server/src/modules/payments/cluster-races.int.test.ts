import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSquareEnv, startFakeSquare, type FakeSquare } from '../../../test/fake-square';
import { createTestApp, TEST_DIALECT } from '../../../test/harness';
import { call, createClusterDb, ready, startServer, stopServers, twoPorts } from '../../../test/processes';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import type { DbHandle } from '../../db/connect';
import { updateStoreSettings } from '../settings/settings.service';
import { signTestWebhook } from './providers/test-provider';

/**
 * The money races of races.int.test.ts across two server processes on one PostgreSQL, each
 * caller talking to a different process: exactly one capture is kept per order, every other
 * success is refunded at its provider, a cancelled order keeps nothing.
 */
const SECRET = 'larder-test-provider-webhook-secret';
const N = 6;

describe.skipIf(TEST_DIALECT !== 'postgres')('money races across two processes on one PostgreSQL', () => {
  let handle: DbHandle;
  let dropDb: () => Promise<void>;
  let square: FakeSquare;
  const ports = twoPorts(25000);
  const servers: ChildProcess[] = [];
  const orders: { square: { token: string; order: string }[]; test: { token: string; order: string }[][] } = { square: [], test: [] };

  beforeAll(async () => {
    square = await startFakeSquare();
    const cluster = await createClusterDb('larder_money');
    handle = cluster.handle;
    dropDb = cluster.drop;
    Object.assign(process.env, fakeSquareEnv(square.url));
    const t = await createTestApp({ db: { ...handle, drop: () => Promise.resolve() }, config: { PAYMENT_PROVIDERS: 'test,square' } });
    await seedWorld(t);
    await updateStoreSettings(anonymousCtx(t.state, t.app.log), { enable_reward_points: 1 });
    const place = async (payment: string) => {
      const c = await shopper(t, { fastHash: true });
      await addToCart(t, c.token, 'rice', 1);
      const placed = (
        await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: payment } }, { token: c.token })
      ).body.message;
      return { token: c.token, order: placed.order.name as string };
    };
    for (let i = 0; i < N; i++) orders.square.push(await place('square'));
    for (let k = 0; k < 3; k++) {
      const batch = [];
      for (let i = 0; i < N; i++) batch.push(await place('test'));
      orders.test.push(batch);
    }
    await t.app.close();
    for (const p of ports) servers.push(startServer(p, cluster.url, { PAYMENT_PROVIDERS: 'test,square', ...fakeSquareEnv(square.url) }));
    await Promise.all(ports.map(ready));
  }, 120_000);

  afterAll(async () => {
    await stopServers(servers);
    await handle.close();
    await dropDb();
    await square.close();
  }, 60_000);

  const [a, b] = ports;
  const sheet = (port: number, ref: string) =>
    fetch(`http://127.0.0.1:${port}/api/test-provider/payments/${ref}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' }),
    });
  const webhook = (port: number, ref: string, amount: number) => {
    const body = JSON.stringify({
      id: `evt_${ref}_${port}`,
      type: 'payment.succeeded',
      data: { payment_ref: ref, amount, currency: 'GBP' },
    });
    return fetch(`http://127.0.0.1:${port}/api/webhooks/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-larder-test-signature': signTestWebhook(body, SECRET) },
      body,
    }).then((r) => r.status);
  };

  /** What the books kept and what the providers hold for an order. */
  async function books(order: string) {
    const o = await handle.db.selectFrom('orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow();
    const payments = await handle.db.selectFrom('payment').selectAll().where('reference', '=', order).execute();
    let held = 0;
    for (const p of payments.filter((x) => x.provider_ref)) {
      if (p.provider === 'square') {
        const s = square.payments.get(p.provider_ref!);
        if (s?.status === 'COMPLETED') held += s.amount - s.refunded;
      } else {
        const s = await handle.db.selectFrom('test_payment').selectAll().where('id', '=', p.provider_ref!).executeTakeFirst();
        if (s?.status === 'succeeded') held += s.amount - s.refunded_amount;
      }
    }
    return { o, kept: payments.filter((p) => p.applied_amount > 0).length, held };
  }

  it('a double click on process_payment, one click on each process: one Square charge kept', async () => {
    const answers = await Promise.all(
      orders.square.flatMap((o) =>
        ports.map((port) => call(port, 'process_payment', { order_id: o.order, nonce: 'cnon:card-nonce-ok' }, o.token)),
      ),
    );
    expect(answers.every((r) => r.status < 500)).toBe(true);
    for (const o of orders.square) {
      const k = await books(o.order);
      expect([k.o.payment_status, k.kept, k.held], o.order).toEqual(['Paid', 1, k.o.total]);
    }
  }, 60_000);

  it('two tabs on two processes: a second attempt while the first is paid; one payment kept', async () => {
    await Promise.all(
      orders.test[0]!.map(async (o) => {
        const first = (await call(a, 'create_payment', { purpose: 'order', reference: o.order }, o.token)).body.message;
        const [, second] = await Promise.all([
          sheet(a, first.client_data.payment_ref),
          call(b, 'create_payment', { purpose: 'order', reference: o.order }, o.token),
        ]);
        expect(second.status).toBeLessThan(500);
        const refs = [first.client_data.payment_ref as string];
        if (second.status === 200) {
          refs.push(second.body.message.client_data.payment_ref);
          await sheet(b, second.body.message.client_data.payment_ref);
        }
        const confirmed = await Promise.all(
          refs.map((ref, i) => call(ports[i % 2]!, 'update_order_status', { order_id: o.order, transaction_id: ref }, o.token)),
        );
        expect(confirmed.every((r) => r.status === 200)).toBe(true);
      }),
    );
    for (const o of orders.test[0]!) {
      const k = await books(o.order);
      expect([k.o.payment_status, k.kept, k.held], o.order).toEqual(['Paid', 1, k.o.total]);
    }
  }, 60_000);

  it('the confirmation on one process racing the webhook on the other: paid once', async () => {
    await Promise.all(
      orders.test[1]!.map(async (o) => {
        const pay = (await call(a, 'create_payment', { purpose: 'order', reference: o.order }, o.token)).body.message;
        await sheet(b, pay.client_data.payment_ref);
        const [x, y, h1, h2] = await Promise.all([
          call(a, 'update_order_status', { order_id: o.order, transaction_id: pay.client_data.payment_ref }, o.token),
          call(b, 'update_order_status', { order_id: o.order, transaction_id: pay.client_data.payment_ref }, o.token),
          webhook(a, pay.client_data.payment_ref, pay.amount),
          webhook(b, pay.client_data.payment_ref, pay.amount),
        ]);
        expect([x.status, y.status, h1, h2]).toEqual([200, 200, 200, 200]);
        expect([x.body.message.status, y.body.message.status]).toEqual([1, 1]);
      }),
    );
    for (const o of orders.test[1]!) {
      const k = await books(o.order);
      expect([k.o.payment_status, k.kept, k.held], o.order).toEqual(['Paid', 1, k.o.total]);
    }
  }, 60_000);

  it('a cancellation on one process racing the confirmation and the webhook on the other: nothing kept', async () => {
    await Promise.all(
      orders.test[2]!.map(async (o) => {
        const pay = (await call(a, 'create_payment', { purpose: 'order', reference: o.order }, o.token)).body.message;
        await sheet(a, pay.client_data.payment_ref);
        const [c, x, h] = await Promise.all([
          call(a, 'cancel_order', { order_id: o.order }, o.token),
          call(b, 'update_order_status', { order_id: o.order, transaction_id: pay.client_data.payment_ref }, o.token),
          webhook(b, pay.client_data.payment_ref, pay.amount),
        ]);
        expect([c.status, x.status, h]).toEqual([200, 200, 200]);
        expect(c.body.message.status).toBe('Success');
      }),
    );
    for (const o of orders.test[2]!) {
      const k = await books(o.order);
      expect([k.o.status, k.o.paid_amount, k.kept, k.held], o.order).toEqual(['Cancelled', 0, 0, 0]);
    }
  }, 60_000);
});
