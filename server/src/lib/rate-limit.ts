import type Redis from 'ioredis';
import { lazyModule } from './lazy-module';
import { AppError } from './errors';

/**
 * Fixed-window counters for rate limits: in memory for one process, in Redis when several
 * processes share the limits (REDIS_URL).
 */
export interface RateLimitStore {
  /** Adds one hit to `key` for a window of `windowSec`; returns the hits so far and seconds left. */
  hit(key: string, windowSec: number): Promise<{ count: number; resetSec: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Multiplies every maximum (RATE_LIMIT_SCALE; above 1 only for browser test runs that sign up many accounts). */
  scale?: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  scale = 1;
  private windows = new Map<string, { count: number; until: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowSec: number) {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.until <= t) {
      if (this.windows.size > 100_000) this.sweep(t);
      w = { count: 0, until: t + windowSec * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return Promise.resolve({ count: w.count, resetSec: Math.ceil((w.until - t) / 1000) });
  }

  reset(key: string) {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close() {
    return Promise.resolve();
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.until <= t) this.windows.delete(k);
  }
}

/** A store shared by several processes, which may be out of reach for a while. */
export interface SharedRateLimitStore extends RateLimitStore {
  /** False while it is known to be unreachable (a call would fail at once). */
  ready(): boolean;
}

export class RedisRateLimitStore implements SharedRateLimitStore {
  scale = 1;
  private redis: Redis;
  constructor(url: string) {
    const RedisClient = lazyModule<typeof Redis>('ioredis')();
    this.redis = new RedisClient(url, {
      // A command sent just before the connection drops fails at once instead of waiting for a reconnect.
      maxRetriesPerRequest: 0,
      // A Redis that accepts the connection but does not answer: give up on the command after 1 s.
      commandTimeout: 1000,
      connectTimeout: 2000,
      // Reconnect for ever, every second at most (ioredis' default backs off to 2 s).
      retryStrategy: (times) => Math.min(times * 100, 1000),
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    // ioredis reports every failed (re)connection as an 'error' event and prints those nobody
    // listens to; the fallback store reports an outage once, from the failed calls.
    this.redis.on('error', () => {});
  }

  ready(): boolean {
    return this.redis.status === 'ready';
  }

  async hit(key: string, windowSec: number) {
    const k = `larder:rl:${key}`;
    // One round trip: start the window with its expiry if it is new, count, read the time left.
    const replies = await this.redis.multi().set(k, '0', 'EX', windowSec, 'NX').incr(k).ttl(k).exec();
    const failed = replies?.find(([err]) => err)?.[0];
    if (!replies || failed) throw failed ?? new Error('Redis discarded the rate-limit transaction');
    const count = Number(replies[1]![1]);
    const ttl = Number(replies[2]![1]);
    if (ttl < 0) await this.redis.expire(k, windowSec); // a key left without expiry by older code
    return { count, resetSec: ttl < 0 ? windowSec : ttl };
  }

  async reset(key: string) {
    await this.redis.del(`larder:rl:${key}`);
  }

  async close() {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

export interface RateLimitLog {
  warn(msg: string): void;
  info(msg: string): void;
}

/**
 * The shared store (Redis) as an accelerator, not a single point of failure: while it cannot be
 * reached, limits are counted in this process (as a single-process shop counts them), the outage
 * is logged once and its end once, and calls go back to the shared counters as soon as it
 * answers again (ioredis reconnects by itself). After a failed call the shared store is left
 * alone for a second, so a Redis that hangs costs one slow call per second, not one per call.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  scale = 1;
  private readonly local: MemoryRateLimitStore;
  private outage = false;
  private skipUntil = 0;

  constructor(
    private readonly shared: SharedRateLimitStore,
    private readonly log: RateLimitLog,
    private readonly now: () => number = Date.now,
    private readonly pauseMs = 1000,
  ) {
    this.local = new MemoryRateLimitStore(now);
  }

  /** True while the shared store is out of reach and limits are counted in this process. */
  get degraded(): boolean {
    return this.outage;
  }

  async hit(key: string, windowSec: number) {
    if (this.usable()) {
      try {
        const result = await this.shared.hit(key, windowSec);
        this.recovered();
        return result;
      } catch (err) {
        this.failed(err);
      }
    }
    return this.local.hit(key, windowSec);
  }

  async reset(key: string) {
    await this.local.reset(key);
    if (!this.usable()) return;
    try {
      await this.shared.reset(key);
    } catch (err) {
      this.failed(err);
    }
  }

  async close() {
    await this.shared.close().catch(() => {});
  }

  private usable(): boolean {
    if (!this.shared.ready()) {
      this.failed(new Error('not connected'));
      return false;
    }
    return this.now() >= this.skipUntil;
  }

  private failed(err: unknown): void {
    this.skipUntil = this.now() + this.pauseMs;
    if (this.outage) return;
    this.outage = true;
    const why = err instanceof Error ? err.message : String(err);
    this.log.warn(`Rate-limit store unreachable (${why}): counting limits in this process until it is back`);
  }

  private recovered(): void {
    if (!this.outage) return;
    this.outage = false;
    this.log.info('Rate-limit store reachable again: limits are shared across processes again');
  }
}

export interface Limit {
  /** What is limited, e.g. 'login:ip:1.2.3.4'. */
  key: string;
  max: number;
  windowSec: number;
}

/** Counts a hit on each limit; the first one over its maximum refuses with 429 and when to retry. */
export async function enforceLimits(store: RateLimitStore, limits: Limit[]): Promise<void> {
  for (const l of limits) {
    const { count, resetSec } = await store.hit(l.key, l.windowSec);
    if (count > l.max * (store.scale ?? 1)) {
      const minutes = Math.ceil(resetSec / 60);
      const when = resetSec < 90 ? `${resetSec} seconds` : `${minutes} minutes`;
      throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${when}.`, undefined, resetSec);
    }
  }
}
