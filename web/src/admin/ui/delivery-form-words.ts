/**
 * The console's words for the delivery forms' refusals (decision 027: the contract's rules, the
 * shop's words). The contract's own messages name wire fields ("band_from must be at least 0").
 */
import type { FieldWords } from '../../shared/forms';

/** One sentence for a field left empty and for any value the contract refuses. */
export const ask = (sentence: string): FieldWords => ({ required: sentence, invalid: sentence });

const latitude = ask('Give a latitude from −90 to 90, e.g. 51.5155');
const longitude = ask('Give a longitude from −180 to 180, e.g. -0.0722');

export const AREA_WORDS = {
  zipcode: { required: 'Give a postcode district or sector, e.g. E1 or E1 6', too_small: 'A postcode district has at least 2 characters' },
  area: { required: 'Give the area a name' },
  city: { required: 'Give the city' },
  latitude,
  longitude,
};

export const SLOT_WORDS = {
  from_time: ask('Give the time the slot starts'),
  to_time: ask('Give a time after the start'),
  capacity: ask('Give a whole number of orders from 0 to 1000'),
};

const amount = ask('Give a number from 0 up, e.g. 30');

export const RATE_WORDS = {
  band_from: amount,
  band_to: { invalid: 'Give a number from 0 up, or leave it empty' },
  charge: { invalid: 'Give an amount in pounds and pence up to £1000, e.g. 2.99' },
  percentage: { invalid: 'Give a percentage from 0 to 100, with at most two decimals' },
  display_order: { invalid: 'Give a whole number from 0 to 999' },
};

export const METHOD_WORDS = {
  shipping_method_name: { required: 'Give the method a name' },
  display_order: ask('Give a whole number from 0 to 999'),
};

export const BLOCKED_DATE_WORDS = {
  date: { required: 'Choose the date to close' },
  reason: ask('Give a reason of at least 2 characters'),
};

export const RULES_WORDS = {
  slot_days_ahead: ask('Give a whole number of days from 1 to 30'),
  slot_cutoff_minutes: ask('Give a whole number of minutes from 0 to 1440'),
  slot_hold_minutes: ask('Give a whole number of minutes from 5 to 240'),
};

/** Each store's coordinates and radius, by its place in the form's list. */
export function storeWords(count: number): Record<string, FieldWords> {
  const words: Record<string, FieldWords> = {};
  for (let i = 0; i < count; i++) {
    words[`stores.${i}.latitude`] = latitude;
    words[`stores.${i}.longitude`] = longitude;
    words[`stores.${i}.delivery_radius_km`] = ask('Give a radius in km from 0.1 to 200, e.g. 5');
  }
  return words;
}
