import { Link } from 'react-router';
import { formatDay } from '../../../ui/orders-format';
import { minutesOf } from '../../../ui/orders-slot-bookings';
import type { TDashboard } from '../api/get-dashboard';

type Row = TDashboard['slots_next_7_days'][number];

function tone(orders: number, capacity: number): string {
  if (!capacity) return 'bg-stone-100 text-muted';
  const r = orders / capacity;
  if (r >= 1) return 'bg-brand-100 text-brand-800 font-semibold';
  if (r >= 0.75) return 'bg-amber-100 text-amber-900 font-semibold';
  if (orders > 0) return 'bg-green-50 text-green-900 font-semibold';
  return 'text-muted';
}

const TIME = /\s*(\d{1,2}(?::\d{2})?[ap]m\s*[–-]\s*\d{1,2}(?::\d{2})?[ap]m)\s*$/i;

/** "Delivery 10am–12pm" → method and time. */
function split(label: string): { method: string; time: string } {
  const m = TIME.exec(label);
  return m ? { method: label.slice(0, m.index).trim(), time: m[1]! } : { method: '', time: label };
}

/**
 * The next seven days' slots as a grid: rows grouped by method and in time order, one column per
 * day, each cell "orders / capacity", tinted as it fills. A slot a day does not run shows a dash.
 */
export function SlotWeek({ rows }: { rows: Row[] }) {
  const dates = [...new Set(rows.map((r) => r.date))].sort();
  const labels = [...new Set(rows.map((r) => r.slot_label))].sort((a, b) => {
    const sa = split(a);
    const sb = split(b);
    return sa.method.localeCompare(sb.method) || minutesOf(sa.time) - minutesOf(sb.time);
  });
  const methods = [...new Set(labels.map((l) => split(l).method))];
  const cell = new Map(rows.map((r) => [`${r.date}|${r.slot_label}`, r]));
  const dayTotal = (d: string) =>
    rows
      .filter((r) => r.date === d)
      .reduce((s, r) => ({ orders: s.orders + r.orders, capacity: s.capacity + r.capacity }), { orders: 0, capacity: 0 });
  return (
    // relative: the sr-only texts inside (absolutely positioned) stay in this scroller instead of widening the page.
    <div className="relative -mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[40rem] border-separate border-spacing-0.5 text-sm">
        <caption className="sr-only">Orders booked per slot, with the slot's capacity, for the next seven days</caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium text-muted">
              Slot
            </th>
            {dates.map((d) => (
              <th key={d} scope="col" className="px-1 py-1 text-center font-semibold whitespace-nowrap">
                <Link to={`/admin/orders?delivery=${d}`} className="hover:text-brand-700 hover:underline">
                  {formatDay(d)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {methods.map((m) => (
          <tbody key={m}>
            <tr>
              <th
                scope="colgroup"
                colSpan={dates.length + 1}
                className="px-2 pt-2 pb-0.5 text-left text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {m}
              </th>
            </tr>
            {labels
              .filter((l) => split(l).method === m)
              .map((l) => (
                <tr key={l}>
                  <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                    <span className="sr-only">{m} </span>
                    {split(l).time}
                  </th>
                  {dates.map((d) => {
                    const c = cell.get(`${d}|${l}`);
                    return (
                      <td key={d} className={`rounded px-1 py-1 text-center tabular-nums ${c ? tone(c.orders, c.capacity) : 'text-muted'}`}>
                        {c ? (
                          <>
                            {c.orders}
                            <span className="text-xs font-normal">/{c.capacity}</span>
                          </>
                        ) : (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">no slot</span>
                          </>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row" className="border-t border-line px-2 py-1 text-left font-semibold">
              Day total
            </th>
            {dates.map((d) => {
              const t = dayTotal(d);
              return (
                <td key={d} className="border-t border-line px-1 py-1 text-center font-semibold tabular-nums">
                  {t.orders}
                  <span className="text-xs font-normal text-muted">/{t.capacity}</span>
                </td>
              );
            })}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
