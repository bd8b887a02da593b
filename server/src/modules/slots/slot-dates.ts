/**
 * Dates and times of delivery slots in the store's time zone (Europe/London by default), right
 * across the clock changes: a 09:00 slot is 09:00 local on the day, whatever the UTC offset.
 */

/** Offset of a time zone from UTC at an instant, in minutes (BST = +60). */
export function tzOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant of a local date ("2026-11-21") and time ("09:00") in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  let utc = guess - tzOffsetMinutes(new Date(guess), timeZone) * 60000;
  // Near a clock change the offset at the result can differ from the guess's: settle it once more.
  utc = guess - tzOffsetMinutes(new Date(utc), timeZone) * 60000;
  return new Date(utc);
}

/** The local calendar date of an instant in a time zone ("2026-11-21"). */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (no time zone involved). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Nov 21, 2026" */
export function formatSlotDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export interface SlotRules {
  now: Date;
  timeZone: string;
  daysAhead: number;
  cutoffMinutes: number;
  blockedWeekdays: number[];
  blockedDates: Set<string>;
}

/** The dates offered, from today, each with why it is closed ('' when open). */
export function offeredDates(r: SlotRules): { date: string; closed: string }[] {
  const today = localDate(r.now, r.timeZone);
  return Array.from({ length: r.daysAhead }, (_, i) => {
    const date = addDays(today, i);
    const closed = r.blockedDates.has(date)
      ? 'Closed'
      : r.blockedWeekdays.includes(weekdayOf(date))
        ? `No deliveries on ${WEEKDAYS[weekdayOf(date)]}s`
        : '';
    return { date, closed };
  });
}

/** True when a slot on a date can still be chosen: it starts at least `cutoffMinutes` from now. */
export function beforeCutoff(date: string, from: string, r: Pick<SlotRules, 'now' | 'timeZone' | 'cutoffMinutes'>): boolean {
  return zonedInstant(date, from, r.timeZone).getTime() - r.now.getTime() >= r.cutoffMinutes * 60000;
}
