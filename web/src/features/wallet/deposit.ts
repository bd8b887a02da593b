/** The wallet's top-up bounds in pounds: the shop's settings (website settings), these until they load. */
export interface TopUpBounds {
  min: number;
  max: number;
}
export const DEFAULT_BOUNDS: TopUpBounds = { min: 5, max: 500 };

/** The server's words for an amount outside the bounds (payments' create_payment says the same). */
export function boundsMessage({ min, max }: TopUpBounds): string {
  return `Enter an amount between £${min.toFixed(2)} and £${max.toFixed(2)}`;
}

/** The deposit field's check: a number of pounds with at most two decimals, within the bounds. */
export function depositProblem(raw: string, bounds: TopUpBounds = DEFAULT_BOUNDS): string | null {
  const v = raw.trim();
  if (!v) return 'Enter amount';
  if (!/^(\d+\.?\d*|\.\d+)$/.test(v)) return 'Amount must be a number';
  if (!/^\d*(\.\d{0,2})?$/.test(v)) return 'Amount can have at most two decimals';
  const n = Number(v);
  if (n < bounds.min || n > bounds.max) return boundsMessage(bounds);
  return null;
}
