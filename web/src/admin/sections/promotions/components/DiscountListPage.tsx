import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { Card, Field, inputClass, PageHeader } from '../../../ui/admin-ui';
import { describeDiscount, ruleTypeLabel, shortDate, valueText } from '../../../ui/delivery-discount-words';
import { shopDate } from '../../../ui/orders-format';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
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
        <ConsoleTable
          caption="Discounts and coupons"
          columns={discountColumns(today)}
          data={q.data}
          getRowId={(d) => d.name}
          loading={q.isPending}
          loadingLabel="Loading discounts"
          error={q.error}
          onRetry={() => void q.refetch()}
          tableClassName="min-w-[56rem]"
          rowProps={() => ({ 'data-testid': 'discount-row' })}
          empty={
            search || status !== 'all' ? (
              <EmptyState title="No discount matches" text="Try another search or status." />
            ) : (
              <EmptyState title="No discounts yet" text="Create a coupon or an automatic offer.">
                <Link to="/admin/promotions/new" className={buttonClass('primary', 'md')}>
                  New discount
                </Link>
              </EmptyState>
            )
          }
        />
      </Card>
    </>
  );
}

const col = createColumnHelper<TDiscount>();
function discountColumns(today: string): Columns<TDiscount> {
  return [
    col.display({
      id: 'discount',
      header: 'Discount',
      meta: { className: 'max-w-sm' },
      cell: ({ row: { original: d } }) => (
        <>
          <Link to={`/admin/promotions/${d.name}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {d.discount_name}
          </Link>
          <span className="mt-0.5 block text-xs text-muted">{describeDiscount(d, today)}</span>
          <span className="mt-1 flex items-center gap-2 text-xs md:hidden">
            <DiscountStatus status={d.status} /> {uses(d)} uses
          </span>
        </>
      ),
    }),
    col.accessor((d) => ruleTypeLabel(d.rule_type), { id: 'type', header: 'Type', meta: { className: 'whitespace-nowrap' } }),
    col.display({
      id: 'code',
      header: 'Code',
      cell: ({ row: { original: d } }) =>
        d.coupon_code ? <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs">{d.coupon_code}</code> : 'Automatic',
    }),
    col.accessor(valueText, { id: 'value', header: 'Value', meta: { className: 'whitespace-nowrap' } }),
    col.accessor((d) => dates(d, today), { id: 'dates', header: 'Active dates', meta: { className: 'whitespace-nowrap' } }),
    col.display({
      id: 'uses',
      header: 'Uses / limit',
      meta: { className: 'text-right whitespace-nowrap tabular-nums' },
      cell: ({ row: { original: d } }) => (
        <>
          {uses(d)}
          {d.remaining_uses !== null && <span className="block text-xs text-muted">{d.remaining_uses} left</span>}
        </>
      ),
    }),
    col.display({ id: 'status', header: 'Status', cell: ({ row: { original: d } }) => <DiscountStatus status={d.status} /> }),
  ];
}
