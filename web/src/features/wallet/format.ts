const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "21 Nov 2026, 06:30" from an ISO timestamp (the text itself when it is not one). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE_TIME.format(d);
}

/** An order reference links to the order; other references (top-up payments) do not. */
export function isOrderRef(ref: string): boolean {
  return /^ORD-/.test(ref);
}
