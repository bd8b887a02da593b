/**
 * A time of day as people in the UK write it: "3:45pm", "12:05am". `timeZone` defaults to the
 * browser's (the shopper's own clock); tests pass one.
 */
export function formatClock(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  return `${Number(part('hour')) || 12}:${part('minute')}${period}`;
}
