import { describe, expect, it } from 'vitest';
import { finishOutcomeText, nextToWeigh, parseGrams } from './weighing';

describe('the weighing page', () => {
  it('reads whole grams, and says why anything else is not sent', () => {
    expect(parseGrams('1720')).toEqual({ grams: 1720 });
    expect(parseGrams(' 1720 g ')).toEqual({ grams: 1720 });
    expect(parseGrams('')).toEqual({ error: 'Enter the weight in grams, e.g. 1720.' });
    expect(parseGrams('1.72')).toEqual({ error: 'Enter grams, not kilograms: 1.72 kg is 1720.' });
    expect(parseGrams('1,5')).toEqual({ error: 'Enter grams, not kilograms: 1.5 kg is 1500.' });
    expect(parseGrams('abc')).toEqual({ error: 'Enter whole grams, digits only, e.g. 1720.' });
    expect(parseGrams('0')).toEqual({ error: 'Enter a weight above zero.' });
    expect(parseGrams('50001')).toEqual({ error: 'At most 50 kg for one line: check the scale.' });
    expect(parseGrams('50000')).toEqual({ grams: 50000 });
  });

  it('moves on to the next weighed line, then back to one still to weigh, then nowhere', () => {
    const lines = [
      { line: 'a', price_per_kg: 4.99, weighed_weight_g: null },
      { line: 'b', price_per_kg: null, weighed_weight_g: null },
      { line: 'c', price_per_kg: 7.99, weighed_weight_g: 1100 },
    ];
    expect(nextToWeigh(lines, 'a')).toBe('c');
    expect(nextToWeigh(lines, 'c')).toBe('a');
    expect(nextToWeigh([{ ...lines[0]!, weighed_weight_g: 1720 }, lines[1]!, lines[2]!], 'c')).toBeNull();
  });

  it('says what finishing did with the money', () => {
    const money = { total: 21.57, card: 21.57, outstanding: 0, collection: false };
    expect(finishOutcomeText('captured', money)).toBe('Card charged £21.57; the rest of the authorisation released.');
    expect(finishOutcomeText('settled', money)).toBe('Settled from the wallet.');
    expect(finishOutcomeText('on-delivery', { ...money, outstanding: 21.57 })).toBe('£21.57 to collect on delivery.');
    expect(finishOutcomeText('on-delivery', { ...money, outstanding: 8.58, collection: true })).toBe(
      '£8.58 to take when the order is collected.',
    );
  });
});
