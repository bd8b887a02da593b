/**
 * A small stateful stand-in for Square's Payments and Refunds API (the parts Larder calls), for
 * tests that run whole servers: a charge with a new idempotency key takes the money at once
 * (autocomplete), or only approves it (autocomplete false: then its amount can be lowered, and it
 * is completed or cancelled later, each checked against the version token when one is sent); the
 * same key returns the same payment, refunds are kept by their key and never exceed the payment.
 * It keeps what it took and gave back, so a test can check the money.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  id: string;
  status: 'COMPLETED' | 'APPROVED' | 'CANCELED' | 'FAILED';
  amount: number;
  /** What was first approved (Square's approved_money). */
  approved: number;
  currency: string;
  refunded: number;
  reference_id: string;
  /** Bumped by every change; sent as version_token. */
  version: number;
}

export interface FakeSquare {
  url: string;
  payments: Map<string, FakePayment>;
  /** While true, every connection is dropped: Square cannot be reached. */
  down: boolean;
  close(): Promise<void>;
}

const money = (amount: number, currency: string) => ({ amount, currency });
const body = (p: FakePayment) => ({
  payment: {
    id: p.id,
    status: p.status,
    amount_money: money(p.amount, p.currency),
    total_money: money(p.amount, p.currency),
    approved_money: money(p.approved, p.currency),
    refunded_money: money(p.refunded, p.currency),
    reference_id: p.reference_id,
    location_id: 'L8F4K2ZQX9',
    version_token: `v${p.version}`,
  },
});

export async function startFakeSquare(): Promise<FakeSquare> {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, { id: string; amount: number; payment: string }>();
  const updates = new Map<string, unknown>();
  let down = false;
  const server: Server = createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const reply = (status: number, b: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
      const notFound = () => reply(404, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'not found' }] });
      const b = raw ? (JSON.parse(raw) as Record<string, any>) : {};
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'POST' && path === '/v2/payments') {
        const known = byKey.get(b.idempotency_key);
        if (known) return reply(200, body(payments.get(known)!));
        const p: FakePayment = {
          id: `sq_${randomBytes(8).toString('hex')}`,
          status: b.autocomplete === false ? 'APPROVED' : 'COMPLETED',
          amount: Number(b.amount_money.amount),
          approved: Number(b.amount_money.amount),
          currency: b.amount_money.currency,
          refunded: 0,
          reference_id: b.reference_id ?? '',
          version: 1,
        };
        payments.set(p.id, p);
        byKey.set(b.idempotency_key, p.id);
        return reply(200, body(p));
      }
      const get = /^\/v2\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && get) {
        const p = payments.get(get[1]!);
        return p ? reply(200, body(p)) : notFound();
      }
      const refuse = (code: string, detail: string) => reply(400, { errors: [{ category: 'INVALID_REQUEST_ERROR', code, detail }] });
      if (req.method === 'PUT' && get) {
        const p = payments.get(get[1]!);
        if (!p) return notFound();
        const replay = updates.get(b.idempotency_key);
        if (replay) return reply(200, replay);
        if (p.status !== 'APPROVED') return refuse('BAD_REQUEST', `payment is ${p.status}`);
        if (b.payment?.version_token && b.payment.version_token !== `v${p.version}`) return refuse('VERSION_MISMATCH', 'stale version');
        if (b.payment?.amount_money) p.amount = Number(b.payment.amount_money.amount);
        p.version += 1;
        updates.set(b.idempotency_key, body(p));
        return reply(200, body(p));
      }
      const action = /^\/v2\/payments\/([^/]+)\/(cancel|complete)$/.exec(path);
      if (req.method === 'POST' && action) {
        const p = payments.get(action[1]!);
        if (!p) return notFound();
        const to = action[2] === 'cancel' ? 'CANCELED' : 'COMPLETED';
        if (p.status !== 'APPROVED' && p.status !== to) return refuse('BAD_REQUEST', `payment is ${p.status}`);
        if (b.version_token && b.version_token !== `v${p.version}`) return refuse('VERSION_MISMATCH', 'stale version');
        if (p.status !== to) p.version += 1;
        p.status = to;
        return reply(200, body(p));
      }
      if (req.method === 'POST' && path === '/v2/refunds') {
        const seen = refunds.get(b.idempotency_key);
        const p = payments.get(b.payment_id);
        if (!p) return notFound();
        if (!seen) {
          const amount = Number(b.amount_money.amount);
          if (p.status !== 'COMPLETED' || p.refunded + amount > p.amount)
            return reply(400, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'REFUND_AMOUNT_INVALID', detail: 'too much' }] });
          p.refunded += amount;
          refunds.set(b.idempotency_key, { id: `rf_${randomBytes(6).toString('hex')}`, amount, payment: p.id });
        }
        const r = refunds.get(b.idempotency_key)!;
        return reply(200, { refund: { id: r.id, status: 'COMPLETED', amount_money: money(r.amount, p.currency), payment_id: p.id } });
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    payments,
    get down() {
      return down;
    },
    set down(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points Square at the fake. */
export const fakeSquareEnv = (url: string) => ({
  SQUARE_ACCESS_TOKEN: 'EAAAl_fake_sandbox_access_token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-FakeApp',
  SQUARE_LOCATION_ID: 'L8F4K2ZQX9',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'sq_fake_webhook_signature_key',
  SQUARE_WEBHOOK_URL: 'https://shop.example.com/api/webhooks/square',
  SQUARE_BASE_URL: url,
});
