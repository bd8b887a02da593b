/** The wallet's top-up bounds (the server's defaults; it checks again and answers with the same messages). */
export const WALLET_MIN_TOPUP = 5;
export const WALLET_MAX_TOPUP = 500;
export const BOUNDS_MESSAGE = `Enter an amount between £${WALLET_MIN_TOPUP.toFixed(2)} and £${WALLET_MAX_TOPUP.toFixed(2)}`;

/** The deposit field's check: a number of pounds with at most two decimals, within the bounds. */
export function depositProblem(raw: string): string | null {
  const v = raw.trim();
  if (!v) return 'Enter amount';
  if (!/^(\d+\.?\d*|\.\d+)$/.test(v)) return 'Amount must be a number';
  if (!/^\d*(\.\d{0,2})?$/.test(v)) return 'Amount can have at most two decimals';
  const n = Number(v);
  if (n < WALLET_MIN_TOPUP || n > WALLET_MAX_TOPUP) return BOUNDS_MESSAGE;
  return null;
}
