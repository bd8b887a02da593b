/**
 * The test sheet's card fields: formatting while typing and the checks before anything is sent.
 * The sandbox checks again (417 with its own messages); these give the shopper a message per field.
 */

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postcode: string;
}

export type CardProblems = Partial<Record<keyof CardFields, string>>;

const digits = (s: string) => s.replace(/\D/g, '');

/** American Express: 15 digits in 4-6-5 groups and a 4-digit code. */
function isAmex(number: string): boolean {
  return /^3[47]/.test(digits(number));
}

/** "4242424242424242" → "4242 4242 4242 4242" (Amex 4-6-5), at most 19 digits. */
export function formatCardNumber(input: string): string {
  const d = digits(input).slice(0, 19);
  if (isAmex(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30"; the slash comes once the month is typed. */
export function formatExpiry(input: string): string {
  const d = digits(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function luhnValid(number: string): boolean {
  const d = digits(number);
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}

export function cardNumberProblem(number: string): string | null {
  const d = digits(number);
  if (!d) return 'Enter your card number';
  if (d.length < (isAmex(d) ? 15 : 12)) return 'Your card number is incomplete';
  if (!luhnValid(d)) return 'Your card number is invalid';
  return null;
}

/** MM/YY, a real month, not before this month. */
export function expiryProblem(expiry: string, now = new Date()): string | null {
  if (!expiry.trim()) return 'Enter the expiry date';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return 'Enter the expiry as MM/YY';
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return 'Enter a month from 01 to 12';
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return 'This card has expired';
  return null;
}

export function cvcProblem(cvc: string, number: string): string | null {
  const len = isAmex(number) ? 4 : 3;
  if (!cvc.trim()) return 'Enter the security code (CVV)';
  if (!new RegExp(`^\\d{${len}}$`).test(cvc.trim())) return `Enter the ${len}-digit security code`;
  return null;
}

export function postcodeProblem(postcode: string): string | null {
  const p = postcode.trim();
  if (!p) return 'Enter the postcode';
  if (p.length > 10 || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(p)) return 'Enter a valid postcode';
  return null;
}

export function cardProblems(f: CardFields, now = new Date()): CardProblems {
  const out: CardProblems = {};
  const n = cardNumberProblem(f.number);
  if (n) out.number = n;
  const e = expiryProblem(f.expiry, now);
  if (e) out.expiry = e;
  const c = cvcProblem(f.cvc, f.number);
  if (c) out.cvc = c;
  const p = postcodeProblem(f.postcode);
  if (p) out.postcode = p;
  return out;
}

/** What the sandbox wants: digits only for the number, the code and the postcode trimmed. */
export function cardPayload(f: CardFields) {
  return {
    card_number: digits(f.number),
    expiry: f.expiry.replace(/\s/g, ''),
    cvc: f.cvc.trim(),
    postal_code: f.postcode.trim().toUpperCase(),
  };
}
