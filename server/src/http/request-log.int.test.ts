import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

const lines: { level: number; msg: string; status?: number }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
  });
  t.app.get('/__boom', () => {
    throw new Error('boom');
  });
});
afterAll(() => t.close());

describe('the log at info', () => {
  it('has no line for ordinary browsing, nor for a refusal that is the shopper’s business', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i++) await t.call('get_parent_categories', {});
    await t.app.inject({ method: 'GET', url: '/healthz' });
    // A body that is not JSON: the route's refusal, not the operator's business.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/method/get_parent_categories',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.call('no_such_method', {})).status).toBe(404);
    expect((await t.call('calculate_vendor_based_shipping_charges', {})).status).toBeGreaterThanOrEqual(400);
    expect(lines.map((l) => l.msg)).toEqual([]);
  });

  it('still logs a failure the operator must see', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/__boom' })).statusCode).toBe(500);
    expect(lines.some((l) => l.level >= 50)).toBe(true);
  });
});
