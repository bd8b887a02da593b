/** A text value from a provider's client_data (unknown JSON), or the fallback. */
export function dataText(v: unknown, fallback = ''): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return fallback;
}
