import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_SCOPES } from '../cache/cache-versions';
import { frappeErrorBody } from './http-errors';
import type { AppState } from '../ctx';

/** Latency buckets (seconds) for the request histogram. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

/** What a request is, for metrics: the rpc method or the route pattern (never a raw URL with ids). */
function routeOf(req: FastifyRequest): string {
  const pattern = req.routeOptions.url ?? 'unmatched';
  if (pattern === '/api/method/:name') {
    const name = (req.params as { name?: string }).name ?? '';
    return `/api/method/${name.slice(name.lastIndexOf('.') + 1)}`;
  }
  return pattern;
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/**
 * Prometheus text metrics at /metrics: requests by route and status with a latency histogram,
 * memory, event-loop delay and the cache versions. Answered to loopback callers, or to anyone
 * with `Authorization: Bearer $METRICS_TOKEN` when that is set.
 */
export function registerMetrics(app: FastifyInstance, state: AppState): void {
  const series = new Map<string, Series>();
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  app.addHook('onClose', (_app, done) => {
    loop.disable();
    done();
  });

  const record = (req: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(req);
    if (route === '/metrics') return;
    const key = `${req.method} ${route} ${reply.statusCode}`;
    let s = series.get(key);
    if (!s) {
      // Unknown methods and paths all count as one series, so a scanner cannot grow the map.
      if (series.size > 2000) return;
      s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      series.set(key, s);
    }
    const secs = reply.elapsedTime / 1000;
    s.count++;
    s.sum += secs;
    BUCKETS.forEach((b, i) => {
      if (secs <= b) s.buckets[i]!++;
    });
  };
  // A callback hook: an async one costs a promise on every answer.
  app.addHook('onResponse', (req, reply, done) => {
    record(req, reply);
    done();
  });

  app.get('/metrics', async (req, reply) => {
    const token = state.config.metricsToken;
    const given = Buffer.from(req.headers.authorization ?? '');
    const wanted = Buffer.from(token ? `Bearer ${token}` : '');
    const allowed = token ? given.length === wanted.length && timingSafeEqual(given, wanted) : isLoopback(req.ip);
    if (!allowed)
      return reply.code(403).type('application/json; charset=utf-8').send(frappeErrorBody(403, 'Metrics are not available from here.'));
    const lines: string[] = [
      '# HELP larder_http_requests_total Requests answered, by method, route and status.',
      '# TYPE larder_http_requests_total counter',
    ];
    const label = (k: string) => {
      const [method, route, status] = k.split(' ');
      return `method="${method}",route="${route!.replace(/"/g, '')}",status="${status}"`;
    };
    for (const [k, s] of series) lines.push(`larder_http_requests_total{${label(k)}} ${s.count}`);
    lines.push(
      '# HELP larder_http_request_duration_seconds Time to answer, by method, route and status.',
      '# TYPE larder_http_request_duration_seconds histogram',
    );
    for (const [k, s] of series) {
      BUCKETS.forEach((b, i) => lines.push(`larder_http_request_duration_seconds_bucket{${label(k)},le="${b}"} ${s.buckets[i]}`));
      lines.push(`larder_http_request_duration_seconds_bucket{${label(k)},le="+Inf"} ${s.count}`);
      lines.push(`larder_http_request_duration_seconds_sum{${label(k)}} ${s.sum.toFixed(6)}`);
      lines.push(`larder_http_request_duration_seconds_count{${label(k)}} ${s.count}`);
    }
    const mem = process.memoryUsage();
    lines.push(
      '# TYPE larder_process_resident_memory_bytes gauge',
      `larder_process_resident_memory_bytes ${mem.rss}`,
      '# TYPE larder_process_heap_used_bytes gauge',
      `larder_process_heap_used_bytes ${mem.heapUsed}`,
      '# HELP larder_event_loop_delay_seconds Event-loop delay percentiles since start.',
      '# TYPE larder_event_loop_delay_seconds gauge',
      `larder_event_loop_delay_seconds{quantile="0.5"} ${(loop.percentile(50) / 1e9).toFixed(6)}`,
      `larder_event_loop_delay_seconds{quantile="0.99"} ${(loop.percentile(99) / 1e9).toFixed(6)}`,
      '# TYPE larder_cache_version gauge',
      ...CACHE_SCOPES.map((s) => `larder_cache_version{scope="${s}"} ${state.cache.current(s)}`),
      '# TYPE larder_uptime_seconds gauge',
      `larder_uptime_seconds ${process.uptime().toFixed(0)}`,
    );
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(`${lines.join('\n')}\n`);
  });
}
