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

export class RedisRateLimitStore implements RateLimitStore {
  scale = 1;
  private redis: Redis;
  constructor(url: string) {
    const RedisClient = lazyModule<typeof Redis>('ioredis')();
    this.redis = new RedisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, windowSec: number) {
    const k = `larder:rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[Error | null, number], [Error | null, number]];
    if (ttl < 0) await this.redis.expire(k, windowSec);
    return { count, resetSec: ttl < 0 ? windowSec : ttl };
  }

  async reset(key: string) {
    await this.redis.del(`larder:rl:${key}`);
  }

  async close() {
    await this.redis.quit();
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
