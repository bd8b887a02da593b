import { describe, expect, it } from 'vitest';
import { prng } from '../../db/seed/bench-catalog';
import { TopK } from './top-k';

/** Higher score first, then lower document number: a total order with many tied scores. */
const before = (a: number, sa: number, b: number, sb: number) => (sa !== sb ? sa > sb : a < b);

describe('TopK', () => {
  it('keeps the best k in ranking order, for any page of a stream with ties', () => {
    const rnd = prng(7);
    const scores = Array.from({ length: 5000 }, () => Math.floor(rnd() * 40));
    const ranked = scores.map((_, d) => d).sort((a, b) => (before(a, scores[a]!, b, scores[b]!) ? -1 : 1));
    for (const [offset, limit] of [
      [0, 15],
      [15, 15],
      [4980, 15],
      [4995, 15],
      [0, 5000],
      [6000, 15],
      [3, 0],
    ] as const) {
      const top = new TopK(Math.min(offset + limit, scores.length), before);
      scores.forEach((s, d) => top.push(d, s));
      expect(top.takeFrom(offset)).toEqual(ranked.slice(offset, offset + limit));
    }
  });
});
