/** Dates as the shop shows them, in the store's time zone. */

/** "Nov 21, 2026" (the spec's format_date, Frappe's "%b %d, %Y"). */
export function formatDateMdy(d: Date, timeZone = 'Europe/London'): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone }).format(d);
}

/** "21 Nov, 2026" (Frappe's "%d %b, %Y"). */
export function formatDateDmy(d: Date, timeZone = 'Europe/London'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')} ${get('month')}, ${get('year')}`;
}

/** yyyy-mm-dd of an instant in a time zone. */
export function isoDateIn(d: Date, timeZone = 'Europe/London'): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(d);
}
