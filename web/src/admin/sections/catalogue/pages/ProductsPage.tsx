import type { TAdminProductRow } from '@larder/contract/admin-catalog';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Card, inputClass, PageHeader, StatusChip } from '../../../ui/admin-ui';
import { Pager, selectClass, Thumb } from '../../../ui/catalogue-ui';
import { useBrandList } from '../api/admin-brand-list';
import { useCategoryTree } from '../api/admin-category-tree';
import { type ProductListFilters, useProductList } from '../api/admin-product-list';
import { CatalogueTabs } from '../components/CatalogueTabs';

const PAGE_LEN = 25;
const SORTS = { name: 'Name', price: 'Price', stock: 'Stock (lowest first)', updated: 'Last changed' } as const;

/** The products table: search, filters (in the address, so back keeps them), paging. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const ids = useId();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const set = (patch: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  // Search as you type, a moment after the last key.
  useEffect(() => {
    const t = setTimeout(() => {
      if ((params.get('q') ?? '') !== search.trim()) set({ q: search.trim() });
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const filters: ProductListFilters = {
    page_no: page,
    page_len: PAGE_LEN,
    sort: (params.get('sort') as keyof typeof SORTS) || 'name',
    ...(params.get('q') ? { search: params.get('q')! } : {}),
    ...(params.get('category') ? { category: params.get('category')! } : {}),
    ...(params.get('brand') ? { brand: params.get('brand')! } : {}),
    ...(params.get('active') ? { active: params.get('active') === '1' ? 1 : 0 } : {}),
    ...(params.get('low') === '1' ? { low_stock: 1 } : {}),
  };
  const list = useProductList(filters);
  const categories = useCategoryTree();
  const brands = useBrandList();

  return (
    <>
      <PageHeader
        title="Catalogue"
        actions={
          <Link to="/admin/catalogue/new" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" /> New product
          </Link>
        }
      >
        Products, their prices, options, pictures and stock.
      </PageHeader>
      <CatalogueTabs />
      <Card>
        <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
            <label htmlFor={`${ids}-q`} className="text-sm font-medium">
              Search
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
              <input
                id={`${ids}-q`}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Name, route or SKU"
                className={`${inputClass} w-full pl-9`}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-cat`} className="text-sm font-medium">
              Category
            </label>
            <select
              id={`${ids}-cat`}
              value={params.get('category') ?? ''}
              onChange={(e) => set({ category: e.target.value })}
              className={selectClass}
            >
              <option value="">All categories</option>
              {categories.data?.map((c) => (
                <option key={c.name} value={c.name}>
                  {'— '.repeat(c.level - 1)}
                  {c.category_name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-brand`} className="text-sm font-medium">
              Brand
            </label>
            <select
              id={`${ids}-brand`}
              value={params.get('brand') ?? ''}
              onChange={(e) => set({ brand: e.target.value })}
              className={selectClass}
            >
              <option value="">All brands</option>
              {brands.data?.map((b) => (
                <option key={b.name} value={b.name}>
                  {b.brand_name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-active`} className="text-sm font-medium">
              Status
            </label>
            <select
              id={`${ids}-active`}
              value={params.get('active') ?? ''}
              onChange={(e) => set({ active: e.target.value })}
              className={selectClass}
            >
              <option value="">Active and inactive</option>
              <option value="1">Active</option>
              <option value="0">Inactive</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-sort`} className="text-sm font-medium">
              Sort by
            </label>
            <select
              id={`${ids}-sort`}
              value={params.get('sort') ?? 'name'}
              onChange={(e) => set({ sort: e.target.value === 'name' ? '' : e.target.value })}
              className={selectClass}
            >
              {Object.entries(SORTS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </div>
          <label className="col-span-2 flex items-center gap-2 self-end pb-2 text-sm font-medium sm:col-span-1">
            <input
              type="checkbox"
              checked={params.get('low') === '1'}
              onChange={(e) => set({ low: e.target.checked ? '1' : '' })}
              className="size-4 accent-brand-600"
            />
            Low stock only
          </label>
        </form>

        {list.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading products">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.products.length === 0 ? (
          <EmptyState title="No products found" text="Try another search or clear the filters.">
            <Link to="/admin/catalogue/new" className={buttonClass('secondary', 'sm')}>
              New product
            </Link>
          </EmptyState>
        ) : (
          <>
            <div className="relative -mx-4 overflow-x-auto px-4">
              <table className={`w-full min-w-[30rem] text-left text-sm ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
                <caption className="sr-only">Products</caption>
                <thead className="border-b border-line text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Product
                    </th>
                    <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
                      Category
                    </th>
                    <th scope="col" className="hidden px-3 py-2 font-semibold lg:table-cell">
                      Brand
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Price
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Stock
                    </th>
                    <th scope="col" className="py-2 pl-3 font-semibold">
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.products.map((p) => (
                    <tr key={p.name} className="border-b border-line last:border-0 hover:bg-stone-50">
                      <td className="py-2 pr-3">
                        <div className="flex items-center gap-3">
                          <Thumb src={p.thumb} />
                          <div className="min-w-0">
                            <Link to={`/admin/catalogue/${p.name}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                              {p.item}
                            </Link>
                            <p className="truncate text-xs text-muted">
                              /pr/{p.route}
                              {p.sku ? ` · ${p.sku}` : ''}
                            </p>
                          </div>
                        </div>
                      </td>
                      <td className="hidden px-3 py-2 md:table-cell">{p.category_name ?? '—'}</td>
                      <td className="hidden px-3 py-2 lg:table-cell">{p.brand_name ?? '—'}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatPrice(p.price)}
                        {p.old_price !== null && (
                          <span className="block text-xs text-muted line-through">
                            <span className="sr-only">was </span>
                            {formatPrice(p.old_price)}
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {p.stock === null ? (
                          <span className="text-muted">Not tracked</span>
                        ) : (
                          <span className={p.low_stock ? 'font-semibold text-red-800' : ''}>
                            {p.stock}
                            <StockNote row={p} />
                          </span>
                        )}
                      </td>
                      <td className="py-2 pl-3">
                        <StatusChip status={p.is_active ? 'Active' : 'Inactive'} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageLen={PAGE_LEN} total={list.data.total} onPage={(n) => set({ page: String(n) })} />
          </>
        )}
      </Card>
    </>
  );
}

/** What is low: the product, or some of its options (a high total can hide a sold-out option). */
function StockNote({ row }: { row: TAdminProductRow }) {
  const chip = 'ml-1 rounded bg-red-100 px-1 text-xs';
  if (row.inventory_method !== 'Track Inventory By Product Attributes') return row.low_stock ? <span className={chip}>low</span> : null;
  const notes = [
    row.options_sold_out ? `${row.options_sold_out} ${row.options_sold_out === 1 ? 'option' : 'options'} sold out` : '',
    row.options_low ? `${row.options_low} ${row.options_low === 1 ? 'option' : 'options'} low` : '',
  ].filter(Boolean);
  return notes.length ? <span className={`${chip} mt-0.5 ml-auto block w-fit`}>{notes.join(', ')}</span> : null;
}
