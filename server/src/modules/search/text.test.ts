import { describe, expect, it } from 'vitest';
import { normalise, queryWords, stem, withinOneEdit, words } from './text';

describe('search text', () => {
  it('normalises case, accents, ampersands and glued units', () => {
    expect(normalise('Crème Fraîche & Chives 500g')).toBe('creme fraiche  and  chives 500 g');
    expect(words('Fish & Seafood')).toEqual(['fish', 'seafood']);
  });

  it('stems plurals', () => {
    expect(stem('chickens')).toBe('chicken');
    expect(stem('berries')).toBe('berry');
    expect(stem('potatoes')).toBe('potato');
    expect(stem('peaches')).toBe('peach');
    expect(stem('glass')).toBe('glass');
    expect(stem('hummus')).toBe('hummus');
    expect(words('Free Range Eggs x12')).toEqual(['free', 'range', 'egg', '12']);
  });

  it('keeps distinct query words, raw and stemmed', () => {
    expect(queryWords('Mince  lamb mince')).toEqual([
      { raw: 'mince', stemmed: 'mince' },
      { raw: 'lamb', stemmed: 'lamb' },
    ]);
  });

  it.each([
    ['chicken', 'chiken', true],
    ['basmati', 'basmathi', true],
    ['lamb', 'lmab', true],
    ['mince', 'mince', true],
    ['chicken', 'chickpea', false],
    ['lamb', 'lambs', true],
    ['beef', 'bee', true],
    ['beef', 'be', false],
  ])('%s vs %s within one edit: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
