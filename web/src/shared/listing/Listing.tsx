import type { TListProduct, TSort } from '@larder/contract/catalog';
import { ALLERGEN_SHORT } from '@larder/contract/allergens';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LayoutGrid, List, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll';
import { useIsDesktop } from '../../lib/use-media-query';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/states';
import {
  activeFilterCount,
  emptyFilters,
  type ListingFilters,
  type ListingView,
  SORT_OPTIONS,
  toggle,
  toggleAttribute,
} from './listing-params';
import type { useListingUrl } from './use-listing-url';
import type { FilterOptions } from './FilterFields';
import { FilterPanel } from './FilterPanel';
import { ProductGrid } from './ProductGrid';

type ListingQuery = UseInfiniteQueryResult<InfiniteData<{ products: TListProduct[]; total_count: number }>>;

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function Toolbar({
  total,
  countText,
  sort,
  onSort,
  view,
  onView,
  filtersHref,
  activeCount,
  desktop,
}: {
  total: number;
  countText?: (total: number) => string;
  sort: TSort;
  onSort: (s: TSort) => void;
  view: ListingView;
  onView: (v: ListingView) => void;
  filtersHref: string;
  activeCount: number;
  desktop: boolean;
}) {
  const sortId = useId();
  const viewButton = (v: ListingView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-label={label}
      aria-pressed={view === v}
      onClick={() => onView(v)}
      className={`grid size-9 place-items-center rounded-md ${view === v ? 'bg-brand-600 text-white' : 'text-ink hover:bg-stone-100'}`}
    >
      <Icon aria-hidden="true" className="size-4.5" />
    </button>
  );
  return (
    <div className="mb-3 grid grid-cols-2 items-center gap-2 md:flex md:flex-wrap">
      <p role="status" className="text-sm text-muted md:mr-auto" data-testid="result-count">
        {countText ? countText(total) : plural(total, 'product', 'products')}
      </p>
      <div role="group" aria-label="Layout" className="flex justify-self-end rounded-lg border border-line bg-white p-0.5 md:order-last">
        {viewButton('grid', 'Grid view', LayoutGrid)}
        {viewButton('list', 'List view', List)}
      </div>
      {!desktop && (
        <Link to={filtersHref} className={buttonClass('secondary', 'md', 'w-full')}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{activeCount > 0 && ` (${activeCount})`}
        </Link>
      )}
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="shrink-0 text-sm font-medium max-md:sr-only">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => onSort(e.target.value as TSort)}
          className="h-10 w-full rounded-full border border-stone-300 bg-white px-3 text-sm md:w-auto"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function priceLabel(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `${formatPrice(min)} – ${formatPrice(max)}`;
  if (min !== undefined) return `From ${formatPrice(min)}`;
  return `Up to ${formatPrice(max ?? 0)}`;
}

/** The chosen filters as removable chips, with Clear all. */
function ActiveFilters({
  filters,
  onChange,
  options,
}: {
  filters: ListingFilters;
  onChange: (f: ListingFilters) => void;
  options?: FilterOptions;
}) {
  const label = (list: { value: string; label: string }[] | undefined, v: string) => list?.find((o) => o.value === v)?.label ?? v;
  const chips: { key: string; text: string; remove: () => void }[] = [];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    chips.push({
      key: 'price',
      text: priceLabel(filters.minPrice, filters.maxPrice),
      remove: () => onChange({ ...filters, minPrice: undefined, maxPrice: undefined }),
    });
  if (filters.inStock) chips.push({ key: 'stock', text: 'In stock only', remove: () => onChange({ ...filters, inStock: false }) });
  for (const b of filters.brands)
    chips.push({
      key: `b-${b}`,
      text: label(options?.brands, b),
      remove: () => onChange({ ...filters, brands: toggle(filters.brands, b, false) }),
    });
  for (const [name, values] of Object.entries(filters.attributes))
    for (const v of values)
      chips.push({
        key: `a-${name}-${v}`,
        text: `${name}: ${label(options?.attributes.find((a) => a.attribute === name)?.options, v)}`,
        remove: () => onChange({ ...filters, attributes: toggleAttribute(filters.attributes, name, v, false) }),
      });
  for (const a of filters.freeFrom)
    chips.push({
      key: `f-${a}`,
      text: `Free from ${ALLERGEN_SHORT[a].toLowerCase()}`,
      remove: () => onChange({ ...filters, freeFrom: filters.freeFrom.filter((x) => x !== a) }),
    });
  for (const c of filters.certifications)
    chips.push({
      key: `c-${c}`,
      text: label(options?.certifications, c),
      remove: () => onChange({ ...filters, certifications: toggle(filters.certifications, c, false) }),
    });
  if (!chips.length) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              onClick={c.remove}
              aria-label={`Remove filter: ${c.text}`}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-xs font-medium text-brand-800 hover:bg-brand-100"
            >
              {c.text} <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(emptyFilters())}
        className="h-8 px-2 text-xs font-semibold text-brand-700 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}

/**
 * The shared listing body: filter panel (desktop), toolbar, chips, product grid or list, and
 * infinite scroll with a "Load more" button as the accessible fallback.
 */
export function Listing({
  query,
  url,
  defaultView,
  filterOptions,
  filtersLoading,
  emptyText,
  empty,
  countText,
}: {
  query: ListingQuery;
  url: ReturnType<typeof useListingUrl>;
  defaultView: ListingView;
  filterOptions: FilterOptions | undefined;
  filtersLoading: boolean;
  emptyText: string;
  /** Shown instead of the default empty state when nothing is there without filters (search: nothing found). */
  empty?: ReactNode;
  /** The toolbar's count ("58 products found for …"); "58 products" by default. */
  countText?: (total: number) => string;
}) {
  const desktop = useIsDesktop();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  const pages = data?.pages ?? [];
  const products = pages.flatMap((p) => p.products);
  const total = pages[0]?.total_count ?? 0;
  const canLoadMore = hasNextPage && !isPlaceholderData;
  const loadMore = () => void fetchNextPage({ cancelRefetch: false });
  const sentinel = useInfiniteScroll(loadMore, canLoadMore && !isFetchingNextPage && !isFetchNextPageError);
  const view = url.view ?? defaultView;
  const active = activeFilterCount(url.filters);

  return (
    <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-6">
      {desktop && <FilterPanel filters={url.filters} onChange={url.setFilters} options={filterOptions} loading={filtersLoading} />}
      <section aria-labelledby="results-heading" aria-busy={isPlaceholderData || isFetchingNextPage}>
        <h2 id="results-heading" className="sr-only">
          Products
        </h2>
        <Toolbar
          total={total}
          countText={countText}
          sort={url.sort}
          onSort={url.setSort}
          view={view}
          onView={url.setView}
          filtersHref={url.filtersHref}
          activeCount={active}
          desktop={desktop}
        />
        <ActiveFilters filters={url.filters} onChange={url.setFilters} options={filterOptions} />
        {products.length === 0 ? (
          active > 0 ? (
            <EmptyState title="No products match these filters" text="Try removing a filter or widening the price range.">
              <Button onClick={() => url.setFilters(emptyFilters())}>Clear filters</Button>
            </EmptyState>
          ) : (
            (empty ?? (
              <EmptyState title="No products here yet" text={emptyText}>
                <Link to="/c" className={buttonClass('secondary')}>
                  Browse all categories
                </Link>
              </EmptyState>
            ))
          )
        ) : (
          <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
            <ProductGrid products={products} view={view} layout={desktop ? 'panel' : 'full'} />
          </div>
        )}
        <div ref={sentinel} aria-hidden="true" />
        {products.length > 0 && (
          <div className="mt-6 flex flex-col items-center gap-3 text-center">
            <p className="text-sm text-muted">
              Showing {products.length} of {plural(total, 'product', 'products')}
            </p>
            {isFetchNextPageError && (
              <p role="alert" className="text-sm text-red-700">
                We could not load more products.
              </p>
            )}
            {canLoadMore && (
              <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading…' : isFetchNextPageError ? 'Try again' : 'Load more'}
              </Button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
