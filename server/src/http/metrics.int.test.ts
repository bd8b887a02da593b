import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/metrics', () => {
  it('counts requests by rpc method and status with a latency histogram, for loopback callers', async () => {
    await t.call('get_parent_categories', {});
    await t.call('get_parent_categories', {});
    await t.call('no_such_method', {});
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('larder_http_requests_total{method="POST",route="/api/method/get_parent_categories",status="200"} 2');
    expect(res.body).toContain('larder_http_requests_total{method="POST",route="/api/method/no_such_method",status="404"} 1');
    expect(res.body).toMatch(
      /larder_http_request_duration_seconds_bucket\{method="POST",route="\/api\/method\/get_parent_categories",status="200",le="\+Inf"\} 2/,
    );
    expect(res.body).toMatch(/larder_process_resident_memory_bytes \d+/);
  });

  it('refuses other callers unless they bring the metrics token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    const withToken = await createTestApp({ config: { METRICS_TOKEN: 'a-long-metrics-token-123' } });
    try {
      const ok = await withToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.1.2.3',
        headers: { authorization: 'Bearer a-long-metrics-token-123' },
      });
      expect(ok.statusCode).toBe(200);
      const wrong = await withToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(403);
    } finally {
      await withToken.app.close();
    }
  });
});
