import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { PageHeader, StatusChip } from '../../../ui/admin-ui';
import { formatDateTime, formatDay } from '../../../ui/orders-format';
import { Pager } from '../../../ui/orders-pager';
import { type TOrderRow, useOrderList } from '../api/get-order-list';
import { OrderFilterBar } from '../components/OrderFilterBar';
import { FILTER_KEYS, type OrderFilterState, PAGE_LEN, readFilters, toPayload } from '../order-filters';

function deliveryText(o: TOrderRow) {
  return [o.delivery_date ? formatDay(o.delivery_date) : null, o.delivery_slot].filter(Boolean).join(', ');
}

/** A card order the shop still waits for is not "Pending" like cash to collect: it lapses unless paid. */
function paymentWord(o: TOrderRow) {
  return o.awaiting_payment ? 'Awaiting payment' : o.payment_status;
}

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading orders" className="flex flex-col gap-2">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** The orders list: search, status chips and filters kept in the URL, a page of orders; a row opens the order. */
export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const list = useOrderList(toPayload(filters));

  const update = useCallback(
    (patch: Partial<Record<keyof OrderFilterState, string>>, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const onSearch = useCallback((patch: Partial<Record<keyof OrderFilterState, string>>) => update(patch, true), [update]);

  const open = (id: string) => void navigate(`/admin/orders/${encodeURIComponent(id)}`, { state: { list: search } });
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const data = list.data;

  return (
    <>
      <PageHeader title="Orders">
        {data ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}${filtered ? (data.total === 1 ? ' matches' : ' match') : ''}` : ' '}
      </PageHeader>
      <OrderFilterBar filters={filters} onChange={update} onSearch={onSearch} />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.orders.length === 0 ? (
        <EmptyState
          title={filtered ? 'No orders match' : 'No orders yet'}
          text={filtered ? 'Try fewer filters or another search.' : 'Orders appear here as soon as customers place them.'}
        />
      ) : data ? (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : ''}>
          {/* Tablet and desktop: a table; a row click opens the order, the id is the keyboard's link. */}
          <div className="hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Orders, newest first</caption>
              <thead className="border-b border-line bg-stone-50 text-left text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Order
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Delivery
                  </th>
                  <th scope="col" className="hidden px-3 py-2 text-right font-semibold xl:table-cell">
                    Items
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.orders.map((o) => (
                  <tr
                    key={o.name}
                    onClick={() => open(o.name)}
                    data-awaiting-payment={o.awaiting_payment || undefined}
                    className="cursor-pointer hover:bg-brand-50/60"
                  >
                    <td className="px-3 py-2 align-top whitespace-nowrap">
                      <Link
                        to={`/admin/orders/${encodeURIComponent(o.name)}`}
                        state={{ list: search }}
                        onClick={(e) => e.stopPropagation()}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {o.name}
                      </Link>
                      <span className="block text-xs text-muted">{formatDateTime(o.created)}</span>
                    </td>
                    <td className="px-3 py-2 align-top">
                      <span className="flex flex-col items-start gap-1">
                        <StatusChip status={o.status} />
                        <StatusChip status={paymentWord(o)} />
                      </span>
                    </td>
                    <td className="px-3 py-2 align-top">
                      <span className="font-medium">{o.customer_name || o.customer}</span>
                      <span className="block text-xs text-muted">{o.customer_phone}</span>
                    </td>
                    <td className="px-3 py-2 align-top">
                      {o.shipping_method_name}
                      {o.zipcode && <span className="font-medium"> · {o.zipcode}</span>}
                      <span className="block text-xs whitespace-nowrap text-muted">{deliveryText(o)}</span>
                    </td>
                    <td className="hidden px-3 py-2 text-right align-top tabular-nums xl:table-cell">{o.item_count}</td>
                    <td className="px-3 py-2 text-right align-top tabular-nums">
                      <span className="font-semibold whitespace-nowrap">{formatPrice(o.total_amount)}</span>
                      {o.outstanding_amount > 0 && (
                        <span className="block text-xs whitespace-nowrap text-muted">{formatPrice(o.outstanding_amount)} due</span>
                      )}
                      <span className="block text-xs text-muted">{o.payment_method_name}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* Phones: one card per order. */}
          <ul className="flex flex-col gap-2 md:hidden">
            {data.orders.map((o) => (
              <li key={o.name}>
                <Link
                  to={`/admin/orders/${encodeURIComponent(o.name)}`}
                  state={{ list: search }}
                  className="block rounded-xl border border-line bg-white p-3 text-sm hover:border-brand-600"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-brand-700">{o.name}</span>
                    <span className="flex flex-wrap justify-end gap-1">
                      {o.awaiting_payment && <StatusChip status="Awaiting payment" />}
                      <StatusChip status={o.status} />
                    </span>
                  </span>
                  <span className="mt-1 flex justify-between gap-2">
                    <span>{o.customer_name || o.customer}</span>
                    <span className="font-semibold tabular-nums">{formatPrice(o.total_amount)}</span>
                  </span>
                  <span className="mt-0.5 block text-xs text-muted">
                    {o.shipping_method_name} · {deliveryText(o)} · {o.zipcode}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted">
                    {o.item_count} items · {o.awaiting_payment ? 'card not paid yet' : o.payment_status} · {formatDateTime(o.created)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={filters.page}
            pageLen={PAGE_LEN}
            shown={data.orders.length}
            total={data.total}
            onPage={(p) => update({ page: String(p) })}
            label="Order pages"
          />
        </div>
      ) : null}
    </>
  );
}
