import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../ui/button';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { Card, Field, inputClass, PageHeader } from '../../../ui/admin-ui';
import { describeDiscount, ruleTypeLabel, shortDate, valueText } from '../../../ui/delivery-discount-words';
import { shopDate } from '../../../ui/orders-format';
import { type DiscountFilters, type TDiscount, useDiscountList } from '../api/discount-list';
import { DiscountStatus, STATUSES } from './status';

function dates(d: TDiscount, today: string): string {
  if (d.start_date && d.end_date) return `${shortDate(d.start_date, today)} – ${shortDate(d.end_date, today)}`;
  if (d.start_date) return `From ${shortDate(d.start_date, today)}`;
  if (d.end_date) return `Until ${shortDate(d.end_date, today)}`;
  return 'Always';
}

function uses(d: TDiscount): string {
  return d.usage_limit_total === null ? `${d.used_count} / no limit` : `${d.used_count} / ${d.usage_limit_total}`;
}

/** Discounts and coupons: type, code, value, dates, uses against the limit and status; search and filter. */
export function DiscountListPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<NonNullable<DiscountFilters['status']>>('all');
  const deferred = useDeferredValue(search.trim());
  const q = useDiscountList({ ...(deferred ? { search: deferred } : {}), status });
  const today = shopDate();

  return (
    <>
      <PageHeader
        title="Promotions"
        actions={
          <Link to="/admin/promotions/new" className={buttonClass('primary', 'md')}>
            <Plus aria-hidden="true" className="size-4" /> New discount
          </Link>
        }
      >
        Coupons shoppers type in, and discounts the checkout applies by itself.
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="Search" htmlFor="discount-search">
          <input
            id="discount-search"
            type="search"
            placeholder="Name, code or label"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={`${inputClass} w-64 max-w-full`}
          />
        </Field>
        <Field label="Status" htmlFor="discount-status">
          <select id="discount-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)} className={inputClass}>
            <option value="all">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Card>
        {q.isPending ? (
          <div aria-busy="true" aria-label="Loading discounts" className="flex flex-col gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : q.error ? (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        ) : !q.data.length ? (
          search || status !== 'all' ? (
            <EmptyState title="No discount matches" text="Try another search or status." />
          ) : (
            <EmptyState title="No discounts yet" text="Create a coupon or an automatic offer.">
              <Link to="/admin/promotions/new" className={buttonClass('primary', 'md')}>
                New discount
              </Link>
            </EmptyState>
          )
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">Discounts and coupons</caption>
              <thead className="border-b border-line text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Discount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Type
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Code
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Value
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Active dates
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Uses / limit
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.map((d) => (
                  <tr key={d.name} className="border-b border-line align-top last:border-0" data-testid="discount-row">
                    <th scope="row" className="max-w-sm py-2.5 pr-3 font-normal">
                      <Link to={`/admin/promotions/${d.name}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                        {d.discount_name}
                      </Link>
                      <span className="mt-0.5 block text-xs text-muted">{describeDiscount(d, today)}</span>
                      <span className="mt-1 flex items-center gap-2 text-xs md:hidden">
                        <DiscountStatus status={d.status} /> {uses(d)} uses
                      </span>
                    </th>
                    <td className="py-2.5 pr-3 whitespace-nowrap">{ruleTypeLabel(d.rule_type)}</td>
                    <td className="py-2.5 pr-3">
                      {d.coupon_code ? (
                        <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs">{d.coupon_code}</code>
                      ) : (
                        'Automatic'
                      )}
                    </td>
                    <td className="py-2.5 pr-3 whitespace-nowrap">{valueText(d)}</td>
                    <td className="py-2.5 pr-3 whitespace-nowrap">{dates(d, today)}</td>
                    <td className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums">
                      {uses(d)}
                      {d.remaining_uses !== null && <span className="block text-xs text-muted">{d.remaining_uses} left</span>}
                    </td>
                    <td className="py-2.5">
                      <DiscountStatus status={d.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
