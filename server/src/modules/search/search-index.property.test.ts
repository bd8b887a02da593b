/**
 * The served index (class walks, kept word matches and rankings, bitsets) must answer exactly as the
 * reference scorer (every match scored, decision 030): same ids in the same order and the same
 * total, for any query and page, over a generated catalogue with few words (so matches overlap,
 * scores tie and stock splits them), and after stock changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prng } from '../../db/seed/bench-catalog';
import { ReferenceSearchIndex } from './reference-index';
import { type SearchDoc, SearchIndex } from './search-index';

const WORDS = [
  'lamb',
  'mince',
  'chicken',
  'chickpeas',
  'thigh',
  'thin',
  'milk',
  'mild',
  'rice',
  'basmati',
  'spice',
  'route',
  'organic',
  'eggs',
  'free',
  'range',
  'chick',
  'lime',
  'lamp',
  'mint',
];
const BRANDS = ['Spice Route', 'Hilltop Farm', 'Larder', ''];
const CATEGORIES = [['Meat', 'Lamb'], ['Meat', 'Chicken', 'Thighs'], ['Rice & Grains'], ['Dairy', 'Milk'], ['Tins']];

function catalogue(seed: number, size: number): SearchDoc[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  return Array.from({ length: size }, (_, i) => ({
    id: `P${String(i).padStart(5, '0')}`,
    name: Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(WORDS)).join(' '),
    brand: pick(BRANDS),
    categories: rnd() < 0.9 ? pick(CATEGORIES) : [],
    tags: rnd() < 0.3 ? pick(WORDS) : '',
    popularity: Math.floor(rnd() * 20), // many ties: the id decides
    inStock: rnd() < 0.8,
  }));
}

/** A query word: a whole word, a prefix of one, or one with a typo (swap, drop, change). */
const queryWord = fc
  .tuple(fc.constantFrom(...WORDS, 'zz', 'c', 'la'), fc.nat(20), fc.constantFrom('whole', 'prefix', 'typo'))
  .map(([w, n, how]) => {
    if (how === 'prefix') return w.slice(0, Math.max(1, n % (w.length + 1)));
    if (how === 'typo' && w.length > 3) {
      const i = n % (w.length - 1);
      return n % 3 === 0
        ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
        : n % 3 === 1
          ? w.slice(0, i) + w.slice(i + 1)
          : `${w.slice(0, i)}x${w.slice(i + 1)}`;
    }
    return w;
  });
const query = fc.array(queryWord, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
const page = fc.tuple(fc.nat(60), fc.integer({ min: 0, max: 40 }));

describe('SearchIndex against the reference scorer', () => {
  const docs = catalogue(31, 1500);
  const served = SearchIndex.build(docs);
  const reference = ReferenceSearchIndex.build(docs);

  it('answers every page and count of every query the same', () => {
    fc.assert(
      fc.property(query, page, (text, [offset, limit]) => {
        // A several-word query is walked the first time, ranked whole the second, read from that ranking after.
        for (let sighting = 0; sighting < 3; sighting++)
          expect(served.search(text, offset, limit)).toEqual(reference.search(text, offset, limit));
      }),
      { numRuns: 600 },
    );
  });

  it('lists every match in the same order', () => {
    fc.assert(
      fc.property(query, (text) => {
        expect(served.searchAll(text)).toEqual(reference.searchAll(text));
      }),
      { numRuns: 200 },
    );
  });

  it('stays the same after stock changes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(docs.length - 1), { maxLength: 600 }), query, page, (out, text, [offset, limit]) => {
        const ids = out.map((i) => docs[i]!.id);
        served.setInStock(ids);
        reference.setInStock(ids);
        for (let sighting = 0; sighting < 3; sighting++)
          expect(served.search(text, offset, limit)).toEqual(reference.search(text, offset, limit));
        expect(served.searchAll(text)).toEqual(reference.searchAll(text));
      }),
      { numRuns: 150 },
    );
  });
});
