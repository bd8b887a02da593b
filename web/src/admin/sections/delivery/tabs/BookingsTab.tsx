import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { SkeletonLines } from '../../../../ui/skeleton';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { Tag } from '../../../ui/content-kit';
import { formatDay, shopDate } from '../../../ui/orders-format';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { minutesOf, type SlotDay, slotBookingsQuery } from '../../../ui/orders-slot-bookings';

const REFRESH_MS = 30_000;

function Remaining({ left, capacity }: { left: number; capacity: number }) {
  const tone = capacity === 0 || left === 0 ? 'red' : left / capacity <= 0.25 ? 'amber' : 'green';
  return <Tag tone={tone}>{left === 0 ? 'Full' : `${left} left`}</Tag>;
}

type SlotRow = SlotDay['slots'][number];
const col = createColumnHelper<SlotRow>();
const number = { className: 'text-right tabular-nums' };
const slotColumns: Columns<SlotRow> = [
  col.accessor('slot_label', { header: 'Slot', meta: { rowHeader: true, className: 'whitespace-nowrap' } }),
  col.accessor('shipping_method_name', { header: 'Method' }),
  col.accessor('capacity', { header: 'Capacity', meta: number }),
  col.accessor('booked', { header: 'Booked', meta: number }),
  col.accessor('held', { header: 'Held', meta: number }),
  col.display({
    id: 'remaining',
    header: 'Remaining',
    cell: ({ row: { original: s } }) => <Remaining left={s.remaining} capacity={s.capacity} />,
  }),
  col.display({
    id: 'orders',
    header: 'Orders',
    cell: ({ row: { original: s } }) =>
      s.orders.length ? (
        <ul className="flex flex-wrap gap-x-2 gap-y-1">
          {s.orders.map((o) => (
            <li key={o}>
              <Link to={`/admin/orders/${o}`} className="font-medium text-brand-700 underline underline-offset-2">
                {o}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-muted">—</span>
      ),
  }),
];

function DayCard({ day }: { day: SlotDay }) {
  const slots = [...day.slots].sort(
    (a, b) => a.shipping_method_name.localeCompare(b.shipping_method_name) || minutesOf(a.slot_label) - minutesOf(b.slot_label),
  );
  const booked = slots.reduce((s, x) => s + x.booked, 0);
  const capacity = slots.reduce((s, x) => s + x.capacity, 0);
  return (
    <Card
      title={formatDay(day.date)}
      actions={
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {day.blocked && <Tag tone="red">Closed: {day.blocked}</Tag>}
          <span>
            {booked} of {capacity} booked
          </span>
        </span>
      }
    >
      <ConsoleTable
        caption={`Slots on ${formatDay(day.date)}`}
        columns={slotColumns}
        data={slots}
        getRowId={(s) => s.slot}
        loading={false}
        loadingLabel="Loading bookings"
        tableClassName="min-w-[40rem]"
        empty={<p className="text-sm text-muted">No slots on this day.</p>}
      />
    </Card>
  );
}

/** A live picture of the next days: each slot's capacity, bookings, holds and what remains; refreshed every 30 s. */
export default function BookingsTab() {
  const id = useId();
  const [from, setFrom] = useState(() => shopDate());
  const [days, setDays] = useState(7);
  const q = useQuery({ ...slotBookingsQuery(from, days), refetchInterval: REFRESH_MS, refetchIntervalInBackground: false });
  const updated = q.dataUpdatedAt
    ? new Date(q.dataUpdatedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })
    : '';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="From" htmlFor={`${id}-from`}>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => e.target.value && setFrom(e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field label="Days" htmlFor={`${id}-days`}>
            <select id={`${id}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))} className={inputClass}>
              {[1, 3, 7, 14].map((n) => (
                <option key={n} value={n}>
                  {n} day{n === 1 ? '' : 's'}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="flex items-center gap-3 text-sm text-muted">
          <span>{updated && `Updated ${updated} · refreshes every 30 s`}</span>
          <Button variant="secondary" size="sm" onClick={() => void q.refetch()} disabled={q.isFetching}>
            <RefreshCw aria-hidden="true" className={`size-4 ${q.isFetching ? 'animate-spin' : ''}`} /> Refresh
          </Button>
        </div>
      </div>
      {q.isPending ? (
        <SkeletonLines label="Loading bookings" className="flex flex-col gap-3" lines={['h-40 w-full', 'h-40 w-full']} />
      ) : q.error ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data.length ? (
        <EmptyState title="Nothing to show" />
      ) : (
        q.data.map((d) => <DayCard key={d.date} day={d} />)
      )}
    </div>
  );
}
