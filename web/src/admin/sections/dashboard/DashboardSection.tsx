import { AlertTriangle, ArrowRight, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useStaffSession } from '../../admin-session';
import { Card, PageHeader } from '../../ui/admin-ui';
import { formatDateTime, formatDay } from '../../ui/orders-format';
import { useDashboard } from './api/get-dashboard';
import { SlotWeek } from './components/SlotWeek';

const LOW_SHOWN = 8;

function Stat({ label, value, to, hint, note }: { label: string; value: ReactNode; to?: string; hint?: string; note?: string }) {
  const body = (
    <>
      {/* Five across on wide screens: room for a two-line label keeps the figures in one row. */}
      <p className="text-sm font-medium text-muted xl:min-h-10">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
      {note && <p className="mt-1 text-xs text-muted">{note}</p>}
      {hint && <p className="mt-1 flex items-center gap-1 text-sm font-medium text-brand-700">{hint}</p>}
    </>
  );
  return to ? (
    <Link to={to} className="block rounded-xl border border-line bg-white p-4 shadow-sm hover:border-brand-600">
      {body}
    </Link>
  ) : (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm">{body}</div>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the dashboard" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/**
 * Today at a glance (orders, money taken, cash to collect, the confirm and payment queues), the
 * week's slots, low stock and failed payments; refreshes itself every minute.
 */
export default function DashboardSection() {
  const q = useDashboard();
  const [allLow, setAllLow] = useState(false);
  const role = useStaffSession()?.staff.role;
  const d = q.data;
  const updated = q.dataUpdatedAt ? new Date(q.dataUpdatedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : null;
  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void q.refetch()} disabled={q.isFetching}>
            <RefreshCw aria-hidden="true" className={`size-4 ${q.isFetching ? 'animate-spin' : ''}`} /> Refresh
          </Button>
        }
      >
        {d ? `${formatDay(d.today.date, { year: true })} · ` : ''}
        {updated ? `Updated ${updated}, refreshes every minute` : 'Refreshes every minute'}
      </PageHeader>
      {q.isPending ? (
        <DashboardSkeleton />
      ) : q.isError && !d ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : d ? (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-5" data-testid="dashboard-stats">
            <Stat label="Orders today" value={d.today.orders} to={`/admin/orders?from=${d.today.date}&to=${d.today.date}`} />
            <Stat label="Revenue today" value={formatPrice(d.today.revenue)} note="Money taken: card, wallet and points" />
            <Stat label="To collect" value={formatPrice(d.today.to_collect)} note="Cash on delivery or collection, still to take" />
            <Stat
              label="Awaiting confirmation"
              value={d.today.awaiting_confirmation}
              to="/admin/orders?queue=to_confirm"
              hint={d.today.awaiting_confirmation ? 'Confirm them →' : undefined}
            />
            <Stat
              label="Awaiting payment"
              value={d.today.awaiting_payment}
              to="/admin/orders?queue=awaiting_payment"
              note="Card orders not paid yet; cancelled if unpaid"
              hint={d.today.awaiting_payment ? 'See them →' : undefined}
            />
          </div>

          <Card title="Orders per slot, next 7 days">
            {d.slots_next_7_days.length ? (
              <SlotWeek rows={d.slots_next_7_days} />
            ) : (
              <p className="text-sm text-muted">No slots run in the next seven days.</p>
            )}
          </Card>

          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <Card
              title="Low stock"
              actions={
                role !== 'picker' ? (
                  <Link to="/admin/stock" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                    Manage stock <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : undefined
              }
            >
              {d.low_stock.length ? (
                <>
                  <ul className="divide-y divide-line text-sm" id="low-stock-list">
                    {(allLow ? d.low_stock : d.low_stock.slice(0, LOW_SHOWN)).map((l) => (
                      <li key={`${l.product}|${l.attribute_description}`} className="flex items-center justify-between gap-3 py-2">
                        <span className="min-w-0">
                          <span className="font-medium">{l.product_name}</span>
                          {l.attribute_description && <span className="text-muted"> · {l.attribute_description}</span>}
                          <span className="block text-xs text-muted">{l.product}</span>
                        </span>
                        <span
                          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${l.stock <= 0 ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900'}`}
                        >
                          {l.stock <= 0 ? 'Out of stock' : `${l.stock} left`}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {d.low_stock.length > LOW_SHOWN && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-2"
                      aria-expanded={allLow}
                      aria-controls="low-stock-list"
                      onClick={() => setAllLow((v) => !v)}
                    >
                      {allLow ? 'Show fewer' : `Show all ${d.low_stock.length}`}
                    </Button>
                  )}
                </>
              ) : (
                <p className="text-sm text-muted">Nothing is running low.</p>
              )}
            </Card>

            <Card title="Failed payments, last 7 days">
              {d.failed_payments.length ? (
                <ul className="divide-y divide-line text-sm">
                  {d.failed_payments.map((p) => (
                    <li key={p.name} className="flex items-start justify-between gap-3 py-2">
                      <span className="min-w-0">
                        {p.reference.startsWith('ORD-') ? (
                          <Link to={`/admin/orders/${p.reference}`} className="font-semibold text-brand-700 hover:underline">
                            {p.reference}
                          </Link>
                        ) : (
                          <span className="font-semibold">{p.reference}</span>
                        )}
                        <span className="text-muted"> · {p.provider}</span>
                        {p.failure_message && (
                          <span className="mt-0.5 flex items-center gap-1 text-xs text-red-800">
                            <AlertTriangle aria-hidden="true" className="size-3.5" /> {p.failure_message}
                          </span>
                        )}
                        <span className="block text-xs text-muted">{formatDateTime(p.created)}</span>
                      </span>
                      <span className="shrink-0 font-semibold tabular-nums">{formatPrice(p.amount)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">No failed payments this week.</p>
              )}
            </Card>
          </div>
        </div>
      ) : null}
    </>
  );
}
