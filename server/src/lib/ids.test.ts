import { describe, expect, it } from 'vitest';
import { randomId } from './ids';

describe('randomId', () => {
  it('never repeats across many refills of its pool, and has the asked length in URL-safe characters', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => randomId(i % 2 ? 16 : 9));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, id] of ids.entries()) expect(id).toMatch(i % 2 ? /^[A-Za-z0-9_-]{22}$/ : /^[A-Za-z0-9_-]{12}$/);
  });

  it('takes sizes that do not divide the pool, and refuses one larger than the pool', () => {
    const ids = Array.from({ length: 1000 }, () => randomId(7));
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => randomId(5000)).toThrow(RangeError);
  });
});
