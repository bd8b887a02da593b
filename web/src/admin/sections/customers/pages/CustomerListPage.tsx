import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { inputClass, PageHeader } from '../../../ui/admin-ui';
import { formatDate, Pager } from '../../../ui/content-kit';
import { useCustomerList } from '../api/customer-list';

const PAGE_LEN = 25;

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading customers" className="flex flex-col gap-2">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** Customers: search by name, e-mail, phone or id (kept in the URL); a row opens the customer. */
export function CustomerListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  // The URL may change under the box (back button): the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }
  // Searches as the team types, a moment after the last key.
  useEffect(() => {
    if (text.trim() === q) return;
    const t = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(t);
  }, [text, q, setParams]);

  const list = useCustomerList({ search: q || undefined, page_no: page, page_len: PAGE_LEN });
  const data = list.data;
  const open = (id: string) => void navigate(`/admin/customers/${encodeURIComponent(id)}`);

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
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.customers.length === 0 ? (
        <EmptyState
          title={q ? 'No customers match' : 'No customers yet'}
          text={q ? 'Try part of the name, the e-mail or the last digits of the phone.' : 'Customers appear here when they register.'}
        />
      ) : data ? (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : ''}>
          <div className="hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Registered customers, newest first</caption>
              <thead className="border-b border-line bg-stone-50 text-left text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Orders
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Wallet
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Points
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.customers.map((c) => (
                  <tr key={c.name} onClick={() => open(c.name)} className="cursor-pointer hover:bg-brand-50/60">
                    <td className="px-3 py-2">
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
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{c.phone}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.order_count}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPrice(c.wallet_balance)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.points}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(c.created)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden">
            {data.customers.map((c) => (
              <li key={c.name}>
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
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageLen={PAGE_LEN}
            shown={data.customers.length}
            total={data.total}
            label="Customer pages"
            onPage={(p) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                next.set('page', String(p));
                return next;
              })
            }
          />
        </div>
      ) : null}
    </>
  );
}
