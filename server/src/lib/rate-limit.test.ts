import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { enforceLimits, FallbackRateLimitStore, MemoryRateLimitStore, RedisRateLimitStore, type SharedRateLimitStore } from './rate-limit';

/** A shared store that can be switched off: unreachable (not ready), or answering with errors. */
function flakyShared() {
  const inner = new MemoryRateLimitStore();
  const state = { ready: true, rejecting: false, calls: 0 };
  const store: SharedRateLimitStore = {
    ready: () => state.ready,
    hit: (key, windowSec) => {
      state.calls += 1;
      return state.rejecting ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) : inner.hit(key, windowSec);
    },
    reset: (key) => (state.rejecting ? Promise.reject(new Error('Connection is closed.')) : inner.reset(key)),
    close: () => Promise.resolve(),
  };
  return { store, state };
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (m: string) => lines.push(`warn ${m}`), info: (m: string) => lines.push(`info ${m}`) } };
}

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

  describe('with a shared store that fails', () => {
    it('counts in this process while the shared store rejects, logs the outage once, and goes back when it answers', async () => {
      let now = 0;
      const { store: shared, state } = flakyShared();
      const { lines, log } = recordingLog();
      const store = new FallbackRateLimitStore(shared, log, () => now);
      const limit = [{ key: 'login:ip:1', max: 3, windowSec: 600 }];
      await enforceLimits(store, limit); // shared: 1
      state.rejecting = true;
      // Refused by the shared store: counted locally, never an error for the caller.
      await enforceLimits(store, limit); // local: 1
      expect(store.degraded).toBe(true);
      for (let i = 0; i < 20; i++) {
        now += 1;
        await enforceLimits(store, [{ key: `x${i}`, max: 3, windowSec: 600 }]);
      }
      // The local counters still limit: two more on this key, then 429.
      await enforceLimits(store, limit);
      await enforceLimits(store, limit);
      await expect(enforceLimits(store, limit)).rejects.toThrow(/Too many attempts/);
      // A reset must not fail either.
      await expect(store.reset('login:ip:1')).resolves.toBeUndefined();
      expect(lines).toEqual([
        'warn Rate-limit store unreachable (connect ECONNREFUSED 127.0.0.1:6379): counting limits in this process until it is back',
      ]);
      // Within a second of a failure the shared store is left alone (a hung Redis costs one slow call a second).
      const callsWhileDown = state.calls;
      expect(callsWhileDown).toBeLessThan(5);
      state.rejecting = false;
      now += 1000;
      await enforceLimits(store, limit); // shared again: 2 (its count from before the outage)
      expect(store.degraded).toBe(false);
      expect(state.calls).toBe(callsWhileDown + 1);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe('info Rate-limit store reachable again: limits are shared across processes again');
      await enforceLimits(store, limit); // shared: 3
      await expect(enforceLimits(store, limit)).rejects.toThrow(/Too many attempts/); // shared: 4
    });

    it('does not call a shared store that is not connected, and logs one outage per outage', async () => {
      const { store: shared, state } = flakyShared();
      const { lines, log } = recordingLog();
      let now = 0;
      const store = new FallbackRateLimitStore(shared, log, () => now);
      for (let outage = 0; outage < 2; outage++) {
        state.ready = false;
        for (let i = 0; i < 50; i++) await enforceLimits(store, [{ key: `k${i}`, max: 5, windowSec: 60 }]);
        state.ready = true;
        now += 1000;
        await enforceLimits(store, [{ key: 'k', max: 5, windowSec: 60 }]);
      }
      expect(state.calls).toBe(2);
      expect(lines.map((l) => l.split(' ')[0])).toEqual(['warn', 'info', 'warn', 'info']);
    });

    it('a Redis that is not there: calls are limited in this process at once, no error', async () => {
      // Port 1 on this machine refuses connections (nothing listens on it).
      const shared = new RedisRateLimitStore('redis://127.0.0.1:1');
      const { lines, log } = recordingLog();
      const store = new FallbackRateLimitStore(shared, log);
      try {
        const started = Date.now();
        for (let i = 0; i < 3; i++) await enforceLimits(store, [{ key: 'guest:ip:1', max: 2, windowSec: 60 }]).catch((e: unknown) => e);
        await expect(enforceLimits(store, [{ key: 'guest:ip:1', max: 2, windowSec: 60 }])).rejects.toThrow(/Too many attempts/);
        expect(Date.now() - started).toBeLessThan(500);
        expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
      } finally {
        await store.close();
      }
    });
  });
});
