import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { enforceLimits, MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit';

describe('rate limits', () => {
  it('allows up to the maximum in a window, then refuses with 429 until the window ends', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    const limit = [{ key: 'login:ip:1', max: 3, windowSec: 60 }];
    for (let i = 0; i < 3; i++) await enforceLimits(store, limit);
    const err = await enforceLimits(store, limit).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('RATE_LIMITED');
    expect((err as AppError).message).toBe('Too many attempts. Please try again in 60 seconds.');
    now += 61_000;
    await expect(enforceLimits(store, limit)).resolves.toBeUndefined();
  });

  it('counts separate keys separately', async () => {
    const store = new MemoryRateLimitStore();
    await enforceLimits(store, [{ key: 'a', max: 1, windowSec: 60 }]);
    await expect(enforceLimits(store, [{ key: 'b', max: 1, windowSec: 60 }])).resolves.toBeUndefined();
  });

  it.runIf(process.env.TEST_REDIS_URL)('works the same in Redis', async () => {
    const store = new RedisRateLimitStore(process.env.TEST_REDIS_URL!);
    const key = `test:${Math.random()}`;
    try {
      await enforceLimits(store, [{ key, max: 2, windowSec: 30 }]);
      await enforceLimits(store, [{ key, max: 2, windowSec: 30 }]);
      await expect(enforceLimits(store, [{ key, max: 2, windowSec: 30 }])).rejects.toThrow(/Too many attempts/);
    } finally {
      await store.reset(key);
      await store.close();
    }
  });
});
