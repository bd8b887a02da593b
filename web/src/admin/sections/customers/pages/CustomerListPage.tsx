import { createColumnHelper } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { EmptyState } from '../../../../ui/states';
import { inputClass, PageHeader } from '../../../ui/admin-ui';
import { formatDate } from '../../../ui/content-kit';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useSearchText, useTableParams } from '../../../ui/table/use-table-params';
import { type TCustomerRow, useCustomerList } from '../api/customer-list';

const PAGE_LEN = 25;

const col = createColumnHelper<TCustomerRow>();
const columns: Columns<TCustomerRow> = [
  col.display({
    id: 'customer',
    header: 'Customer',
    cell: ({ row: { original: c } }) => (
      <>
        <Link
          to={`/admin/customers/${encodeURIComponent(c.name)}`}
          onClick={(e) => e.stopPropagation()}
          className="font-semibold text-brand-700 hover:underline"
        >
          {c.full_name || c.name}
        </Link>
        <span className="block text-xs text-muted">
          {c.email} · {c.name}
        </span>
      </>
    ),
  }),
  col.accessor('phone', { header: 'Phone', meta: { className: 'whitespace-nowrap' } }),
  col.accessor('order_count', { header: 'Orders', meta: { className: 'text-right tabular-nums' } }),
  col.accessor((c) => formatPrice(c.wallet_balance), { id: 'wallet', header: 'Wallet', meta: { className: 'text-right tabular-nums' } }),
  col.accessor('points', { header: 'Points', meta: { className: 'text-right tabular-nums' } }),
  col.accessor((c) => formatDate(c.created), { id: 'joined', header: 'Joined', meta: { className: 'whitespace-nowrap' } }),
];

/** Customers: search by name, e-mail, phone or id (kept in the URL); a row opens the customer. */
export function CustomerListPage() {
  const { page, get, set, setPage } = useTableParams();
  const navigate = useNavigate();
  const q = get('q');
  const onSearch = useCallback((text: string) => set({ q: text }), [set]);
  const [text, setText] = useSearchText(q, onSearch);
  const list = useCustomerList({ search: q || undefined, page_no: page, page_len: PAGE_LEN });
  const data = list.data;

  return (
    <>
      <PageHeader title="Customers">
        {data ? `${data.total} registered ${data.total === 1 ? 'customer' : 'customers'}${q ? ' match' : ''}` : ' '}
      </PageHeader>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-4 max-w-xl">
        <label htmlFor="customer-search" className="sr-only">
          Search customers
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id="customer-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, e-mail, phone or customer id"
            className={`${inputClass} w-full pl-9`}
          />
        </div>
      </form>
      <ConsoleTable
        caption="Registered customers, newest first"
        columns={columns}
        data={data?.customers}
        getRowId={(c) => c.name}
        loading={list.isPending}
        loadingLabel="Loading customers"
        error={list.error}
        onRetry={() => void list.refetch()}
        stale={list.isPlaceholderData}
        onOpen={(c) => void navigate(`/admin/customers/${encodeURIComponent(c.name)}`)}
        paging={{ page, pageLen: PAGE_LEN, total: data?.total, onPage: setPage, label: 'Customer pages' }}
        empty={
          <EmptyState
            title={q ? 'No customers match' : 'No customers yet'}
            text={q ? 'Try part of the name, the e-mail or the last digits of the phone.' : 'Customers appear here when they register.'}
          />
        }
        card={(c) => (
          <Link
            to={`/admin/customers/${encodeURIComponent(c.name)}`}
            className="block rounded-xl border border-line bg-white p-3 text-sm hover:border-brand-600"
          >
            <span className="font-semibold text-brand-700">{c.full_name || c.name}</span>
            <span className="block truncate text-xs text-muted">{c.email}</span>
            <span className="mt-1 block text-xs text-muted">
              {c.phone} · {c.order_count} orders · {formatPrice(c.wallet_balance)} wallet · {c.points} points
            </span>
          </Link>
        )}
      />
    </>
  );
}
