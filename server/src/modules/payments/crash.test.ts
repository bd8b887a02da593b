import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestDb } from '../../../test/harness';
import { ready } from '../../../test/processes';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { connect } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { updateStoreSettings } from '../settings/settings.service';
import { signTestWebhook } from './providers/test-provider';

/**
 * Fault test: the server is killed (SIGKILL) in the middle of a burst of payment captures and
 * webhooks, restarted on the same database, and everything is replayed. No order may be paid
 * twice or lost, and the wallet ledger must balance.
 */
const SECRET = 'larder-test-provider-webhook-secret';
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');

function startServer(file: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${file}`,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      MEDIA_DIR: path.join(path.dirname(file), 'media'),
    },
    stdio: 'ignore',
  });
}

const post = (port: number, name: string, body: unknown, token: string) =>
  fetch(`http://127.0.0.1:${port}/api/method/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `token ${token}` },
    body: JSON.stringify(body),
  }).then(
    (r) => r.json() as Promise<any>,
    () => null,
  );
const hook = (port: number, body: string) =>
  fetch(`http://127.0.0.1:${port}/api/webhooks/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-larder-test-signature': signTestWebhook(body, SECRET) },
    body,
  }).then(
    (r) => r.status,
    () => 0,
  );

describe('payments survive a crash', () => {
  it('no order paid twice, none lost, the wallet ledger balanced after SIGKILL and replay', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-crash-'));
    const file = path.join(dir, 'shop.sqlite');
    const handle = connect({ kind: 'sqlite', file });
    await migrateToLatest(handle.db);
    const db: TestDb = { ...handle, drop: () => handle.close() };
    const t = await createTestApp({ db });
    await seedWorld(t);
    await updateStoreSettings(anonymousCtx(t.state, t.app.log), { enable_wallet: 1, enable_reward_points: 1 });
    // 30 customers, each with a card order and a wallet top-up paid at the provider.
    const work: { token: string; order: string; orderRef: string; walletRef: string; customer: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const c = await shopper(t, { fastHash: true });
      await addToCart(t, c.token, 'rice', 1);
      const placed = (
        await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'test' } }, { token: c.token })
      ).body.message;
      const pay = (await t.call('create_payment', { purpose: 'order', reference: placed.order.name }, { token: c.token })).body.message;
      const top = (await t.call('create_payment', { purpose: 'wallet', amount: 10 }, { token: c.token })).body.message;
      work.push({
        token: c.token,
        order: placed.order.name,
        orderRef: pay.client_data.payment_ref,
        walletRef: top.client_data.payment_ref,
        customer: c.customer.id,
      });
    }
    // The provider took the money (its own webhooks are not delivered: the server under test is another process).
    await t.db.db.updateTable('test_payment').set({ status: 'succeeded' }).execute();
    await t.app.close();
    await handle.close();

    const events = work.flatMap((w) => [
      JSON.stringify({
        id: `evt_o_${w.order}`,
        type: 'payment.succeeded',
        data: { payment_ref: w.orderRef, amount: 1299, currency: 'GBP' },
      }),
      JSON.stringify({
        id: `evt_w_${w.walletRef}`,
        type: 'payment.succeeded',
        data: { payment_ref: w.walletRef, amount: 1000, currency: 'GBP' },
      }),
    ]);
    const burst = (port: number) => [
      ...work.map((w) => post(port, 'update_order_status', { order_id: w.order, transaction_id: w.orderRef, capture: 1 }, w.token)),
      ...work.map((w) => post(port, 'insert_wallet_order', { transaction_id: w.walletRef, amount: 10 }, w.token)),
      ...events.map((e) => hook(port, e)),
      ...events.map((e) => hook(port, e)),
    ];

    // Below Linux's ephemeral ports (32768 and up), which outgoing connections may hold (test/processes.ts).
    const port = 26000 + Math.floor(Math.random() * 500);
    const first = startServer(file, port);
    await ready(port);
    const inFlight = burst(port);
    await new Promise((r) => setTimeout(r, 40));
    // Listen for the exit before signalling: it may come before the burst settles.
    const firstExit = new Promise((r) => first.once('exit', r));
    first.kill('SIGKILL');
    await Promise.all(inFlight);
    await firstExit;

    const second = startServer(file, port);
    await ready(port);
    await Promise.all(burst(port));
    const secondExit = new Promise((r) => second.once('exit', r));
    second.kill('SIGTERM');
    await secondExit;

    const check = connect({ kind: 'sqlite', file });
    const orders = await check.db.selectFrom('orders').select(['id', 'total', 'paid_amount', 'payment_status']).execute();
    expect(orders).toHaveLength(30);
    for (const o of orders) expect(o).toMatchObject({ paid_amount: o.total, payment_status: 'Paid' });
    const captured = await check.db.selectFrom('payment').select(['reference', 'status']).where('status', '=', 'succeeded').execute();
    expect(captured).toHaveLength(60);
    const earn = await check.db.selectFrom('points_entry').select('reference').where('kind', '=', 'earn').execute();
    expect(earn).toHaveLength(30);
    for (const w of work) {
      const entries = await check.db.selectFrom('wallet_entry').select('amount').where('customer_id', '=', w.customer).execute();
      const balance = await check.db
        .selectFrom('wallet_balance')
        .select('balance')
        .where('customer_id', '=', w.customer)
        .executeTakeFirstOrThrow();
      expect(entries).toEqual([{ amount: 1000 }]);
      expect(balance.balance).toBe(1000);
    }
    await check.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
