import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { PageHeader, StatusChip } from '../../../ui/admin-ui';
import { formatDateTime, formatDay } from '../../../ui/orders-format';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useTableParams } from '../../../ui/table/use-table-params';
import { type TOrderRow, useOrderList } from '../api/get-order-list';
import { type BulkTarget, BulkStatusDialog } from '../components/BulkStatusDialog';
import { OrderFilterBar } from '../components/OrderFilterBar';
import { FILTER_KEYS, type OrderFilterState, PAGE_LEN, readFilters, toPayload } from '../order-filters';

function deliveryText(o: TOrderRow) {
  return [o.delivery_date ? formatDay(o.delivery_date) : null, o.delivery_slot].filter(Boolean).join(', ');
}

/** A card order the shop still waits for is not "Pending" like cash to collect: it lapses unless paid. */
function paymentWord(o: TOrderRow) {
  return o.awaiting_payment ? 'Awaiting payment' : o.payment_status;
}

const col = createColumnHelper<TOrderRow>();

function orderColumns(search: string): Columns<TOrderRow> {
  return [
    col.display({
      id: 'order',
      header: 'Order',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: o } }) => (
        <>
          <Link
            to={`/admin/orders/${encodeURIComponent(o.name)}`}
            state={{ list: search }}
            onClick={(e) => e.stopPropagation()}
            className="font-semibold text-brand-700 hover:underline"
          >
            {o.name}
          </Link>
          <span className="block text-xs text-muted">{formatDateTime(o.created)}</span>
        </>
      ),
    }),
    col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: o } }) => (
        <span className="flex flex-col items-start gap-1">
          <StatusChip status={o.status} />
          <StatusChip status={paymentWord(o)} />
        </span>
      ),
    }),
    col.display({
      id: 'customer',
      header: 'Customer',
      cell: ({ row: { original: o } }) => (
        <>
          <span className="font-medium">{o.customer_name || o.customer}</span>
          <span className="block text-xs text-muted">{o.customer_phone}</span>
        </>
      ),
    }),
    col.display({
      id: 'delivery',
      header: 'Delivery',
      cell: ({ row: { original: o } }) => (
        <>
          {o.shipping_method_name}
          {o.zipcode && <span className="font-medium"> · {o.zipcode}</span>}
          <span className="block text-xs whitespace-nowrap text-muted">{deliveryText(o)}</span>
        </>
      ),
    }),
    col.accessor('item_count', { header: 'Items', meta: { className: 'hidden text-right tabular-nums xl:table-cell' } }),
    col.display({
      id: 'total',
      header: 'Total',
      meta: { className: 'text-right tabular-nums' },
      cell: ({ row: { original: o } }) => (
        <>
          <span className="font-semibold whitespace-nowrap">{formatPrice(o.total_amount)}</span>
          {o.outstanding_amount > 0 && (
            <span className="block text-xs whitespace-nowrap text-muted">{formatPrice(o.outstanding_amount)} due</span>
          )}
          <span className="block text-xs text-muted">{o.payment_method_name}</span>
        </>
      ),
    }),
  ];
}

/** The orders list: search, status chips and filters kept in the URL, a page of orders; a row opens the order; bulk status moves. */
export function OrderListPage() {
  const [params] = useSearchParams();
  const { set } = useTableParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const list = useOrderList(toPayload(filters));
  const columns = orderColumns(search);
  const [moving, setMoving] = useState<{ target: BulkTarget; title: string; clear: () => void } | null>(null);

  const update = useCallback((patch: Partial<Record<keyof OrderFilterState, string>>, replace = false) => set(patch, replace), [set]);
  const onSearch = useCallback((patch: Partial<Record<keyof OrderFilterState, string>>) => update(patch, true), [update]);

  const open = (o: TOrderRow) => void navigate(`/admin/orders/${encodeURIComponent(o.name)}`, { state: { list: search } });
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const data = list.data;
  const slot = filters.delivery && filters.slot ? { delivery_date: filters.delivery, slot: filters.slot } : null;

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          slot && data && data.total > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setMoving({ target: slot, title: 'Move this slot’s orders', clear: () => {} })}
            >
              Move this slot’s orders
            </Button>
          ) : undefined
        }
      >
        {data ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}${filtered ? (data.total === 1 ? ' matches' : ' match') : ''}` : ' '}
      </PageHeader>
      <OrderFilterBar filters={filters} onChange={update} onSearch={onSearch} />
      <ConsoleTable
        caption="Orders, newest first"
        columns={columns}
        data={data?.orders}
        getRowId={(o) => o.name}
        loading={list.isPending}
        loadingLabel="Loading orders"
        error={list.error}
        onRetry={() => void list.refetch()}
        stale={list.isPlaceholderData}
        onOpen={open}
        rowProps={(o) => ({ 'data-awaiting-payment': o.awaiting_payment || undefined })}
        paging={{
          page: filters.page,
          pageLen: PAGE_LEN,
          total: data?.total,
          onPage: (p) => update({ page: String(p) }),
          label: 'Order pages',
        }}
        selection={{
          rowLabel: (o) => `Select order ${o.name}`,
          actions: (selected, clear) => (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                setMoving({
                  target: { orders: selected.map((o) => o.name) },
                  title: `Move ${selected.length} ${selected.length === 1 ? 'order' : 'orders'}`,
                  clear,
                })
              }
            >
              Move to status…
            </Button>
          ),
        }}
        empty={
          <EmptyState
            title={filtered ? 'No orders match' : 'No orders yet'}
            text={filtered ? 'Try fewer filters or another search.' : 'Orders appear here as soon as customers place them.'}
          />
        }
        card={(o) => (
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
        )}
      />
      {moving && <BulkStatusDialog target={moving.target} title={moving.title} onDone={moving.clear} onClose={() => setMoving(null)} />}
    </>
  );
}
