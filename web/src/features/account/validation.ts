/**
 * The account forms' rules, the same as the server's (contract/src/customers.ts and the password
 * policy), so a shopper hears about a mistake before anything is sent. Each returns a message or
 * null.
 */

export const PASSWORD_POLICY = 'At least 8 characters, with a letter and a number.';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ()-]+$/;

export function emailProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Please enter your e-mail address';
  if (v.length > 254 || !EMAIL_RE.test(v)) return 'Please enter a valid e-mail address';
  return null;
}

export function phoneProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Please enter your phone number';
  const digits = v.replace(/\D/g, '').length;
  if (v.length > 24 || !PHONE_RE.test(v) || digits < 10 || digits > 15) return 'Please enter a phone number of 10 to 15 digits';
  return null;
}

export function nameProblem(value: string, label: string, required = true): string | null {
  const v = value.trim();
  if (!v) return required ? `Please enter your ${label}` : null;
  if (v.length > 60) return `Your ${label} can be at most 60 characters`;
  return null;
}

/** The shop's password policy: 8 to 128 characters with at least one letter and one number. */
export function passwordProblem(value: string): string | null {
  if (!value) return 'Please enter a password';
  if (value.length < 8) return 'Password must be at least 8 characters long';
  if (value.length > 128) return 'Password must be at most 128 characters long';
  if (!/[a-zA-Z]/.test(value) || !/[0-9]/.test(value)) return 'Password must contain at least one letter and one number';
  return null;
}

/** Sign-in accepts an e-mail address or a phone number. */
export function loginIdProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Please enter your e-mail address or phone number';
  if (v.includes('@')) return emailProblem(v);
  return phoneProblem(v) ? 'Please enter a valid e-mail address or phone number' : null;
}

export function otpProblem(value: string): string | null {
  if (!value.trim()) return 'Please enter the code from the e-mail';
  return /^\d{6}$/.test(value.trim()) ? null : 'The code has 6 digits';
}

/** Only the problems that were found, keyed by field. */
export function collect<K extends string>(checks: Record<K, string | null>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const problem = checks[key];
    if (problem) out[key] = problem;
  }
  return out;
}
