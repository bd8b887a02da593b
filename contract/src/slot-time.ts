/**
 * Times of day as people in the UK write them, for every place a delivery slot is shown (the
 * shop, the console, the e-mails): "8am", "8:30am", "12pm"; a slot "8am–10am" with an en dash.
 */

/** "08:00" -> "8am", "08:30" -> "8:30am", "12:00" -> "12pm", "00:15" -> "12:15am" (seconds ignored). */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const minutes = m ? `:${String(m).padStart(2, '0')}` : '';
  return `${hour}${minutes}${h < 12 ? 'am' : 'pm'}`;
}

/** "08:00", "10:00" -> "8am–10am"; "08:30", "10:00" -> "8:30am–10am". */
export function formatTimeRange(from: string, to: string): string {
  return `${formatTime(from)}\u2013${formatTime(to)}`;
}

/** Minutes after midnight of the first time in a label ("Delivery 8:30am–10am" -> 510), for sorting; 0 when none. */
export function minutesOfLabel(label: string): number {
  const m = /(\d{1,2})(?::(\d{2}))?\s*([ap])m/i.exec(label);
  if (!m) return 0;
  const h = Number(m[1]) % 12;
  return (m[3]!.toLowerCase() === 'p' ? h + 12 : h) * 60 + Number(m[2] ?? 0);
}
