import { Link } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useCustomerDashboard } from '../api/get-customer-dashboard';
import { AccountLayout } from '../components/AccountLayout';
import { GuestGate } from '../components/GuestGate';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}

function Stats({ counts }: { counts: { label: string; value: number | null }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {counts.map((c) => (
        <div key={c.label} className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">{c.label}</dt>
          <dd className="text-3xl font-bold text-brand-700">{c.value ?? <Skeleton className="h-9 w-12" />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /my-profile/dashboard: order counts (all, this month, this week, today) and the latest orders. */
export function DashboardPage() {
  usePageMeta({ title: 'Dashboard', back: true });
  const session = useSession();
  const dashboard = useCustomerDashboard();
  if (!session) return <GuestGate title="Dashboard" text="Sign in to see your orders at a glance." />;

  const data = dashboard.data?.data;
  return (
    <AccountLayout title="Dashboard" intro={`Hi, ${session.first_name || session.customer_name}`}>
      {dashboard.isError ? (
        <ErrorState error={dashboard.error} title="We could not load your dashboard" onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <Stats
            counts={[
              { label: 'All orders', value: data?.all_count ?? null },
              { label: 'This month', value: data?.monthly_count ?? null },
              { label: 'This week', value: data?.week_orders_count ?? null },
              { label: 'Today', value: data?.today_orders_count ?? null },
            ]}
          />
          {!data ? (
            <div aria-busy="true" aria-label="Loading your orders" className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : data.recent_orders.length === 0 ? (
            <div className="rounded-2xl bg-white shadow-sm">
              <EmptyState title="No orders yet" text="Your orders will show here once you have placed one.">
                <Link to="/" className={buttonClass('primary', 'lg')}>
                  Start shopping
                </Link>
              </EmptyState>
            </div>
          ) : (
            <section aria-labelledby="recent-orders" className="rounded-2xl bg-white p-5 shadow-sm">
              <h2 id="recent-orders" className="mb-3 text-lg font-bold">
                Recent orders
              </h2>
              <ul className="divide-y divide-line">
                {data.recent_orders.map((o) => (
                  <li key={o.name}>
                    <Link
                      to={`/order-detail/${encodeURIComponent(o.name)}`}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-2 py-3 hover:bg-brand-50"
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold">{o.name}</span>
                        <span className="block text-xs text-muted">
                          {formatDate(o.order_date)} · {o.item_count} {o.item_count === 1 ? 'item' : 'items'}
                        </span>
                      </span>
                      <span className="text-right">
                        <span className="block font-semibold">{formatPrice(o.total_amount)}</span>
                        <span className="block text-xs text-muted">
                          {o.status}
                          {o.payment_status ? ` · ${o.payment_status}` : ''}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </AccountLayout>
  );
}
