import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Ctx } from '../../ctx';
import { invalid } from '../../lib/errors';
import { getStoreSettings } from '../settings/settings.service';

/**
 * Phone numbers as accounts are keyed by: parsed with libphonenumber and kept in E.164
 * ("+447700900123"), so "07700 900123", "+44 7700 900123" and "(07700) 900-123" are one phone.
 * A number without a country code is read in the store's country (store settings, GB by default).
 *
 * A number is accepted when it has a possible length for its country, not only when it is in a
 * range that is allocated today: allocations change with the numbering plans (and with the
 * library's metadata), and refusing a customer's real number would be worse than keeping a
 * mistyped one. An extension is refused: an account's phone is one line.
 */
export const FALLBACK_COUNTRY: CountryCode = 'GB';

export function phoneCountry(code: string | undefined): CountryCode {
  const c = (code ?? '').toUpperCase();
  return isSupportedCountry(c) ? c : FALLBACK_COUNTRY;
}

/** E.164 spelling of `raw`, or null when it is not a phone number we can key an account by. */
export function toE164(raw: string, country: CountryCode = FALLBACK_COUNTRY): string | null {
  const p = parsePhoneNumberFromString(raw.trim(), { defaultCountry: country, extract: false });
  if (!p || p.ext || !p.isPossible()) return null;
  return p.number;
}

/** The store's country for numbers written without a country code. */
export async function storePhoneCountry(ctx: Ctx): Promise<CountryCode> {
  return phoneCountry((await getStoreSettings(ctx)).default_country);
}

export function phoneMessage(field = 'phone'): string {
  return `${field} is not a phone number we recognise: enter it like 07700 900123, or with its country code like +44 7700 900123`;
}

/** `raw` in E.164 for storing on an account; a 417 naming `field` when it cannot be read as a phone number. */
export async function accountPhone(ctx: Ctx, raw: string, field = 'phone'): Promise<string> {
  const e164 = toE164(raw, await storePhoneCountry(ctx));
  if (!e164) {
    const message = phoneMessage(field.split('.').pop());
    throw invalid(message, [{ field, message }]);
  }
  return e164;
}

/**
 * Digits to look a phone up by in a search box, matching how phones are stored now (E.164) and
 * were stored before (national "07700…"): the trunk prefix or country code is dropped, so
 * "07700 900123", "+44 7700 900123" and "0044 7700…" all search "7700900123".
 */
export function phoneSearchDigits(search: string): string {
  const digits = search.replace(/\D/g, '');
  if (digits.startsWith('0044')) return digits.slice(4);
  if (digits.startsWith('44') && digits.length >= 11) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}
