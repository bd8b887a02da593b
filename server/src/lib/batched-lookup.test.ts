import { describe, expect, it } from 'vitest';
import { BatchedLookup } from './batched-lookup';

/** A lookup whose batches the test answers by hand, in order. */
function controlled(maxKeys?: number) {
  const batches: { keys: string[]; answer: (found: Map<string, string>) => void; fail: (err: Error) => void }[] = [];
  const lookup = new BatchedLookup<string, string>(
    (keys) =>
      new Promise((resolve, reject) => {
        batches.push({ keys, answer: resolve, fail: reject });
      }),
    'none',
    maxKeys,
  );
  return { lookup, batches };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('BatchedLookup', () => {
  it('sends an idle lookup at once, and everything asked meanwhile in one next batch', async () => {
    const { lookup, batches } = controlled();
    const first = lookup.get('a');
    expect(batches.map((b) => b.keys)).toEqual([['a']]);
    const later = [lookup.get('b'), lookup.get('c'), lookup.get('b')];
    expect(batches).toHaveLength(1); // nothing else is sent while a batch is out
    batches[0]!.answer(new Map([['a', 'A']]));
    expect(await first).toBe('A');
    await settle();
    expect(batches.map((b) => b.keys)).toEqual([['a'], ['b', 'c']]);
    batches[1]!.answer(new Map([['b', 'B']]));
    expect(await Promise.all(later)).toEqual(['B', 'none', 'B']);
  });

  it('never answers a lookup from a batch sent before it was asked, even for the same key', async () => {
    const { lookup, batches } = controlled();
    const early = lookup.get('a');
    const late = lookup.get('a'); // asked after the first batch left: it may be older than this call
    batches[0]!.answer(new Map([['a', 'before']]));
    expect(await early).toBe('before');
    await settle();
    expect(batches.map((b) => b.keys)).toEqual([['a'], ['a']]);
    batches[1]!.answer(new Map([['a', 'after']]));
    expect(await late).toBe('after');
  });

  it("fails only a failed batch's lookups, and goes on with the next", async () => {
    const { lookup, batches } = controlled();
    const failed = lookup.get('a');
    const next = lookup.get('b');
    batches[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await settle();
    batches[1]!.answer(new Map([['b', 'B']]));
    expect(await next).toBe('B');
  });

  it('sends at most maxKeys keys in a batch', async () => {
    const { lookup, batches } = controlled(2);
    const all = ['a', 'b', 'c', 'd', 'e'].map((k) => lookup.get(k));
    for (let i = 0; batches.length > i; i++) {
      batches[i]!.answer(new Map(batches[i]!.keys.map((k) => [k, k.toUpperCase()])));
      await settle();
    }
    expect(batches.map((b) => b.keys)).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(await Promise.all(all)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('turns a load that throws at once into failed lookups', async () => {
    const lookup = new BatchedLookup<string, string>(() => {
      throw new Error('bad');
    }, 'none');
    await expect(lookup.get('a')).rejects.toThrow('bad');
  });
});
