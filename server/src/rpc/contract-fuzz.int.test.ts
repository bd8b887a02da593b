import { type CallDef, type CallName, calls } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BAD_JSON_STRINGS,
  formBody,
  type Hostile,
  jsonStringFields,
  type Known,
  paths,
  PROTO_KEYS,
  HOSTILE_TEXT,
  hostileValuesFor,
  randomValues,
  replaceAt,
  validExample,
} from '../../test/fuzz-payloads';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness';
import { seedWorld, shopper, type World } from '../../test/world';
import { seedStaff } from '../db/seed/factories';

/**
 * The contract fuzz test: for every call of the registry, hostile payloads derived from its zod
 * schema (see test/fuzz-payloads.ts), sent as JSON and as form bodies (and as a query string for
 * the calls the spec marks GET), by an anonymous caller and by the caller the call is for (a
 * signed-in customer; the owner for the console's calls). Nothing may answer 5xx, and every answer
 * that is not a success must be in the contract's error shape. Deterministic (fixed seed) and
 * bounded: each place in a payload gets each hostile value once, the caller and encoding rotating.
 */
const SEED = 20261125;
/** At most this many places of one payload are fuzzed (the console's product form has dozens). */
const MAX_PLACES = 8;
/** Random values from fast-check per place, on top of the fixed hostile ones. */
const RANDOM_PER_PLACE = 1;

type Caller = 'anonymous' | 'customer' | 'owner';
type Encoding = 'json' | 'form' | 'query';
interface Attempt {
  /** The call, or the route for the routes beside the call catalogue. */
  call: string;
  caller: Caller;
  encoding: Encoding;
  kind: string;
  place: string;
  /** The body or query string as sent. */
  raw: string;
  contentType?: string;
}
interface Failure {
  attempt: Attempt;
  status: number;
  body: string;
  problem: string;
}

let t: TestApp;
let w: World;
const stats = { tried: 0, fiveXx: 0, badShape: 0, byStatus: new Map<number, number>() };
const failures: Failure[] = [];

beforeAll(async () => {
  // Nothing leaves the machine, whatever a payload asks for (push services, social sign-in).
  vi.stubGlobal('fetch', () => Promise.reject(new Error('the fuzz test makes no network calls')));
  t = await createTestApp({ config: { RATE_LIMIT_SCALE: '1000' } });
  w = await seedWorld(t);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
  const statuses = [...stats.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `contract fuzz (${TEST_DIALECT}): ${stats.tried} requests tried, ${stats.fiveXx} answered 5xx, ${stats.badShape} not in the error shape [${statuses.join(', ')}]`,
  );
});

/** Is this body the contract's error shape (Frappe's), with `_server_messages` carrying the message? */
function shapeProblem(body: string): string | null {
  let b: unknown;
  try {
    b = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (typeof b !== 'object' || b === null) return 'body is not an object';
  const e = b as Record<string, unknown>;
  if (typeof e.exc_type !== 'string' || !e.exc_type) return 'no exc_type';
  if (typeof e.message !== 'string' || !e.message) return 'no message';
  if (typeof e._server_messages !== 'string') return 'no _server_messages';
  try {
    const inner = JSON.parse(e._server_messages) as unknown;
    if (!Array.isArray(inner) || typeof inner[0] !== 'string') return '_server_messages is not a list of JSON strings';
    if ((JSON.parse(inner[0]) as { message?: unknown }).message !== e.message) return '_server_messages does not carry the message';
  } catch {
    return '_server_messages is not JSON';
  }
  return null;
}

const at = (v: unknown, p: (string | number)[]): unknown =>
  p.reduce<unknown>((cur, k) => (cur !== null && typeof cur === 'object' ? (cur as Record<string | number, unknown>)[k] : undefined), v);

/** The last octets of a per-request address, so no per-IP limit decides what the fuzz reaches. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function send(a: Attempt, token: string | undefined): Promise<void> {
  await sendTo(a, token, a.encoding === 'query' ? 'GET' : 'POST', `/api/method/${a.call}${a.encoding === 'query' ? `?${a.raw}` : ''}`);
}

async function sendTo(a: Attempt, token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string): Promise<void> {
  const n = stats.tried++;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `token ${token}`;
  if (a.contentType) headers['content-type'] = a.contentType;
  const res = await t.app.inject({ method, url, headers, remoteAddress: address(n), ...(method === 'GET' ? {} : { payload: a.raw }) });
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  let problem: string | null = null;
  if (res.statusCode >= 500) {
    stats.fiveXx++;
    problem = `answered ${res.statusCode}`;
  } else if (res.statusCode >= 400) {
    // A redirect (the newsletter's e-mailed links) is an answer, not an error.
    const shape = shapeProblem(res.body);
    if (shape) {
      stats.badShape++;
      problem = shape;
    }
  }
  if (problem) failures.push({ attempt: { ...a, place: a.place || url }, status: res.statusCode, body: res.body.slice(0, 300), problem });
}

/** Form bodies and query strings carry only the payload's top-level fields. */
function encode(payload: unknown, encoding: Encoding): { raw: string; contentType?: string } {
  if (encoding === 'json') return { raw: JSON.stringify(payload), contentType: 'application/json' };
  const top = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  if (encoding === 'form') return { raw: formBody(top), contentType: 'application/x-www-form-urlencoded' };
  return { raw: formBody(top) };
}

/** Whole bodies that are hostile in themselves (not one field): sent by every caller. */
function wholeBodies(base: Record<string, unknown>): { kind: string; raw: string; contentType: string }[] {
  const json = JSON.stringify(base);
  const withProto = `{${JSON.stringify(PROTO_KEYS).slice(1, -1)}${json.length > 2 ? `,${json.slice(1)}` : '}'}`;
  return [
    { kind: 'prototype keys at the top', raw: withProto, contentType: 'application/json' },
    { kind: 'JSON cut short', raw: json.slice(0, Math.max(1, json.length - 1)), contentType: 'application/json' },
    { kind: 'a list for the payload', raw: `[${json}]`, contentType: 'application/json' },
    { kind: 'a string for the payload', raw: '"payload"', contentType: 'application/json' },
    { kind: 'a deep payload', raw: `{"a":${'['.repeat(1000)}${']'.repeat(1000)}}`, contentType: 'application/json' },
    { kind: 'JSON as text/plain', raw: json, contentType: 'text/plain' },
    {
      kind: 'prototype keys in a form',
      raw: `__proto__=x&constructor=y&prototype=z&${formBody(base)}`,
      contentType: 'application/x-www-form-urlencoded',
    },
    { kind: 'malformed percent-encoding in a form', raw: `%E0%A4%A=1&${formBody(base)}`, contentType: 'application/x-www-form-urlencoded' },
  ];
}

/** The first failures, readable: what was sent, by whom, and what came back. */
const report = () =>
  failures.slice(0, 25).map((f) => ({
    call: f.attempt.call,
    caller: f.attempt.caller,
    encoding: f.attempt.encoding,
    kind: f.attempt.kind,
    place: f.attempt.place,
    sent: f.attempt.raw.length > 240 ? `${f.attempt.raw.slice(0, 240)}… (${f.attempt.raw.length} chars)` : f.attempt.raw,
    status: f.status,
    problem: f.problem,
    body: f.body,
  }));

const names = Object.keys(calls).sort() as CallName[];
const randomPool = randomValues(SEED, 4096);

describe(`contract fuzz on ${TEST_DIALECT}`, () => {
  it(
    `no call answers 5xx or leaves the error shape, whatever it is sent (${names.length} calls)`,
    async () => {
      let rnd = 0;
      let rotate = 0;
      let placeNo = 0;
      for (const name of names) {
        const def = calls[name] as CallDef;
        // Fresh callers per call: a call that signs out, changes a password or a role cannot spoil the next.
        const customer = await shopper(t, { fastHash: true });
        const owner = await seedStaff(t.db.db, { role: 'owner', passwordHash: 'not-used' });
        const tokens: Record<Caller, string | undefined> = { anonymous: undefined, customer: customer.token, owner: owner.token };
        const known: Known = {
          // Accounts whose password check is quick (the fuzz is about input, not scrypt).
          usr: customer.customer.email,
          ...(name === 'admin_login' ? { email: owner.staff.email } : {}),
          route: 'chops',
          item_code: w.chops.product.id,
          ProductId: w.chops.product.id,
          product: w.chops.product.id,
          zipcode: 'E1 6AN',
          shipping_method: w.delivery,
          phone: '07700 900999',
          customer_id: customer.customer.id,
          address_id: customer.address,
          ship_addr: customer.address,
        };
        const base = (validExample(def.payload, known) ?? {}) as Record<string, unknown>;
        const jsonFields = jsonStringFields(def.payload);

        // Who fuzzes every place: the caller the call is for (and anyone, for public calls).
        const fieldCallers: Caller[] =
          def.auth === 'staff' ? ['owner'] : def.auth === 'customer' ? ['customer'] : ['anonymous', 'customer'];
        const encodings: Encoding[] = def.http === 'GET' ? ['json', 'form', 'query'] : ['json', 'form'];
        const combos = fieldCallers.flatMap((caller) => encodings.map((encoding) => ({ caller, encoding })));

        const places = paths(base).slice(0, MAX_PLACES);
        for (const place of places) {
          const top = String(place[0]);
          const values: Hostile[] = [
            ...hostileValuesFor(at(base, place), placeNo++),
            ...(place.length === 1 && jsonFields.has(top) ? BAD_JSON_STRINGS : []),
            ...Array.from({ length: RANDOM_PER_PLACE }, () => randomPool[rnd++ % randomPool.length]!),
          ];
          for (const h of values) {
            const { caller, encoding } = combos[rotate++ % combos.length]!;
            // In a form or a query string a nested object travels as a JSON string (see formBody).
            const payload = replaceAt(base, place, h.value);
            const { raw, contentType } = encode(payload, encoding);
            await send({ call: name, caller, encoding, kind: h.kind, place: place.join('.'), raw, contentType }, tokens[caller]);
          }
        }
        // The object fields sent as JSON strings (as spec clients do), with a hostile value inside.
        for (const field of jsonFields) {
          for (const h of HOSTILE_TEXT.slice(0, 2)) {
            const inner = base[field];
            const innerPlaces = paths(inner).slice(0, 3);
            for (const p of innerPlaces) {
              const payload = { ...base, [field]: JSON.stringify(replaceAt(inner, p, h.value)) };
              const { caller, encoding } = combos[rotate++ % combos.length]!;
              const { raw, contentType } = encode(payload, encoding);
              await send(
                {
                  call: name,
                  caller,
                  encoding,
                  kind: `${h.kind} inside a JSON string`,
                  place: `${field}.${p.join('.')}`,
                  raw,
                  contentType,
                },
                tokens[caller],
              );
            }
          }
        }
        // Whole hostile bodies: all of them by the caller the call is for (anyone, for public calls);
        // a few by others (refused before the payload is read, or a customer on a public call).
        const bodies = wholeBodies(base);
        const bodyCallers: [Caller, number][] =
          def.auth === 'public'
            ? [
                ['anonymous', bodies.length],
                ['customer', 3],
              ]
            : [
                [def.auth === 'staff' ? 'owner' : 'customer', bodies.length],
                ['anonymous', 2],
              ];
        for (const [caller, count] of bodyCallers) {
          for (const b of bodies.slice(0, count)) {
            const encoding = b.contentType.includes('form') ? 'form' : 'json';
            await send({ call: name, caller, encoding, kind: b.kind, place: '', raw: b.raw, contentType: b.contentType }, tokens[caller]);
          }
        }
      }

      // A prototype key in a payload changed no object's prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(report(), `${stats.fiveXx} answers were 5xx and ${stats.badShape} left the error shape`).toEqual([]);
      expect(stats.tried).toBeGreaterThan(5000);
    },
    // Well under a minute on two cores; the limit leaves room for a busy machine.
    170_000,
  );

  it('the routes beside the call catalogue answer hostile input in the error shape, never 5xx', async () => {
    const before = failures.length;
    const customer = await shopper(t, { fastHash: true });
    const segments = [
      'tp_unknown',
      '%00',
      '%ED%A0%80',
      '%E0%A4%A',
      '%25E0',
      '..%2f..%2fetc%2fpasswd',
      'x'.repeat(90),
      '__proto__',
      'constructor',
    ];
    const bodies: { kind: string; raw: string; contentType?: string }[] = [
      {
        kind: 'numbers for card fields',
        raw: '{"card_number":4242424242424242,"expiry":1230,"cvc":123,"postal_code":1}',
        contentType: 'application/json',
      },
      {
        kind: 'NUL in a card field',
        raw: '{"card_number":"4242\\u0000","expiry":"12/30","cvc":"123","postal_code":"E1"}',
        contentType: 'application/json',
      },
      { kind: 'prototype keys', raw: JSON.stringify(PROTO_KEYS), contentType: 'application/json' },
      { kind: 'a list', raw: '[1,2,3]', contentType: 'application/json' },
      { kind: 'JSON cut short', raw: '{"player_id":', contentType: 'application/json' },
      { kind: 'a form', raw: 'card_number=%00&player_id=%ED%A0%80&__proto__=x', contentType: 'application/x-www-form-urlencoded' },
      { kind: 'a deep body', raw: `{"a":${'['.repeat(1000)}${']'.repeat(1000)}}`, contentType: 'application/json' },
      { kind: 'XML', raw: '<x/>', contentType: 'application/xml' },
    ];
    const routes: ['GET' | 'POST' | 'PUT', (seg: string) => string][] = [
      ['GET', (x) => `/api/test-provider/payments/${x}`],
      ['POST', (x) => `/api/test-provider/payments/${x}/confirm`],
      ['POST', (x) => `/api/test-provider/payments/${x}/authenticate`],
      ['POST', (x) => `/api/test-provider/payments/${x}/cancel`],
      ['POST', (x) => `/api/webhooks/${x}`],
      ['PUT', (x) => `/api/resource/Customers/${x}`],
      ['GET', (x) => `/api/resource/Customers?filters=${x}`],
      ['GET', (x) => `/api/resource/Customers?filters=[["email","=","${x}"]]`],
      ['GET', (x) => `/media/${x}`],
      ['GET', (x) => `/sitemap-${x}.xml`],
      ['GET', (x) => `/sitemap.xml?${x}=${x}`],
      ['GET', (x) => `/robots.txt?x=${x}`],
      ['GET', (x) => `/api/app-config?x=${x}`],
      ['GET', (x) => `/api/newsletter/confirm?token=${x}`],
      ['GET', (x) => `/pr/${x}`],
      ['GET', (x) => `/c/${x}`],
      ['GET', (x) => `/api/method/${x}`],
    ];
    let i = 0;
    for (const [method, url] of routes) {
      for (const seg of segments) {
        const caller: Caller = i % 2 ? 'customer' : 'anonymous';
        const body = bodies[i++ % bodies.length]!;
        const attempt: Attempt = { call: url('…'), caller, encoding: 'json', place: '', ...body };
        await sendTo(
          method === 'GET' ? { ...attempt, kind: 'path', raw: '' } : attempt,
          caller === 'customer' ? customer.token : undefined,
          method,
          url(seg),
        );
      }
    }
    expect(report().slice(before), `${failures.length - before} route answers were 5xx or left the error shape`).toEqual([]);
  });
});
