import type { TAdminProductRow } from '@larder/contract/admin-catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../../api/client';
import { formatPrice } from '../../../../lib/money';
import { Button, buttonClass } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, PageHeader, StatusChip } from '../../../ui/admin-ui';
import { FilterSelect, queryStates, SearchField, Thumb } from '../../../ui/catalogue-ui';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useSearchText, useTableParams } from '../../../ui/table/use-table-params';
import { useBulkProductPublish } from '../api/admin-bulk-products';
import { useBrandList } from '../api/admin-brand-list';
import { useCategoryTree } from '../api/admin-category-tree';
import { type ProductListFilters, useProductList } from '../api/admin-product-list';
import { BulkPriceDialog } from '../components/BulkPriceDialog';
import { CatalogueTabs } from '../components/CatalogueTabs';

const PAGE_LEN = 25;
const SORTS = { name: 'Name', price: 'Price', stock: 'Stock (lowest first)', updated: 'Last changed' } as const;

const col = createColumnHelper<TAdminProductRow>();
const columns: Columns<TAdminProductRow> = [
  col.display({
    id: 'product',
    header: 'Product',
    meta: { sortKey: 'name' },
    cell: ({ row: { original: p } }) => (
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
    ),
  }),
  col.accessor((p) => p.category_name ?? '—', { id: 'category', header: 'Category', meta: { className: 'hidden md:table-cell' } }),
  col.accessor((p) => p.brand_name ?? '—', { id: 'brand', header: 'Brand', meta: { className: 'hidden lg:table-cell' } }),
  col.display({
    id: 'price',
    header: 'Price',
    meta: { sortKey: 'price', className: 'text-right tabular-nums' },
    cell: ({ row: { original: p } }) => (
      <>
        {formatPrice(p.price)}
        {p.old_price !== null && (
          <span className="block text-xs text-muted line-through">
            <span className="sr-only">was </span>
            {formatPrice(p.old_price)}
          </span>
        )}
      </>
    ),
  }),
  col.display({
    id: 'stock',
    header: 'Stock',
    meta: { sortKey: 'stock', className: 'text-right tabular-nums' },
    cell: ({ row: { original: p } }) =>
      p.stock === null ? (
        <span className="text-muted">Not tracked</span>
      ) : (
        <span className={p.low_stock ? 'font-semibold text-red-800' : ''}>
          {p.stock}
          <StockNote row={p} />
        </span>
      ),
  }),
  col.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: p } }) => <StatusChip status={p.is_active ? 'Active' : 'Inactive'} />,
  }),
];

/** The products table: search, filters and sort in the address (back keeps them), paging, bulk price and publish. */
export function ProductsPage() {
  const { page, get, set, setPage } = useTableParams();
  const onSearch = useCallback((q: string) => set({ q }), [set]);
  const [search, setSearch] = useSearchText(get('q'), onSearch);
  const ids = useId();
  const [pricing, setPricing] = useState<{ products: string[]; clear: () => void } | null>(null);
  const publish = useBulkProductPublish();

  const sort = (get('sort') as keyof typeof SORTS) || 'name';
  const filters: ProductListFilters = {
    page_no: page,
    page_len: PAGE_LEN,
    sort,
    ...(get('q') ? { search: get('q') } : {}),
    ...(get('category') ? { category: get('category') } : {}),
    ...(get('brand') ? { brand: get('brand') } : {}),
    ...(get('active') ? { active: get('active') === '1' ? 1 : 0 } : {}),
    ...(get('low') === '1' ? { low_stock: 1 } : {}),
  };
  const list = useProductList(filters);
  const categories = useCategoryTree();
  const brands = useBrandList();
  const setPublished = (products: TAdminProductRow[], active: boolean, clear: () => void) =>
    publish.mutate(
      { products: products.map((p) => p.name), is_active: active ? 1 : 0 },
      {
        onSuccess: (r) => {
          notify(`${r.changed} ${r.changed === 1 ? 'product' : 'products'} ${active ? 'published' : 'unpublished'}`, { kind: 'success' });
          clear();
        },
        onError: (err) => notify(errorText(err), { kind: 'error', duration: 6000 }),
      },
    );
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
          <SearchField
            id={`${ids}-q`}
            label="Search"
            className="col-span-2 lg:col-span-1"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, route or SKU"
          />
          <FilterSelect id={`${ids}-cat`} label="Category" value={get('category')} onChange={(e) => set({ category: e.target.value })}>
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.name} value={c.name}>
                {'— '.repeat(c.level - 1)}
                {c.category_name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id={`${ids}-brand`} label="Brand" value={get('brand')} onChange={(e) => set({ brand: e.target.value })}>
            <option value="">All brands</option>
            {brands.data?.map((b) => (
              <option key={b.name} value={b.name}>
                {b.brand_name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id={`${ids}-active`} label="Status" value={get('active')} onChange={(e) => set({ active: e.target.value })}>
            <option value="">Active and inactive</option>
            <option value="1">Active</option>
            <option value="0">Inactive</option>
          </FilterSelect>
          <FilterSelect
            id={`${ids}-sort`}
            label="Sort by"
            value={sort}
            onChange={(e) => set({ sort: e.target.value === 'name' ? '' : e.target.value })}
          >
            {Object.entries(SORTS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </FilterSelect>
          <label className="col-span-2 flex items-center gap-2 self-end pb-2 text-sm font-medium sm:col-span-1">
            <input
              type="checkbox"
              checked={get('low') === '1'}
              onChange={(e) => set({ low: e.target.checked ? '1' : '' })}
              className="size-4 accent-brand-600"
            />
            Low stock only
          </label>
        </form>

        <ConsoleTable
          caption="Products"
          columns={columns}
          data={list.data?.products}
          getRowId={(p) => p.name}
          loadingLabel="Loading products"
          {...queryStates(list)}
          tableClassName="min-w-[30rem]"
          sort={{ value: sort, onChange: (key) => set({ sort: key === 'name' ? '' : key }) }}
          paging={{ page, pageLen: PAGE_LEN, total: list.data?.total, onPage: setPage }}
          selection={{
            rowLabel: (p) => `Select ${p.item}`,
            actions: (selected, clear) => (
              <>
                <Button size="sm" variant="secondary" onClick={() => setPricing({ products: selected.map((p) => p.name), clear })}>
                  Change price
                </Button>
                <Button size="sm" variant="secondary" disabled={publish.isPending} onClick={() => setPublished(selected, true, clear)}>
                  Publish
                </Button>
                <Button size="sm" variant="secondary" disabled={publish.isPending} onClick={() => setPublished(selected, false, clear)}>
                  Unpublish
                </Button>
              </>
            ),
          }}
          empty={
            <EmptyState title="No products found" text="Try another search or clear the filters.">
              <Link to="/admin/catalogue/new" className={buttonClass('secondary', 'sm')}>
                New product
              </Link>
            </EmptyState>
          }
        />
      </Card>
      {pricing && <BulkPriceDialog products={pricing.products} onDone={pricing.clear} onClose={() => setPricing(null)} />}
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
