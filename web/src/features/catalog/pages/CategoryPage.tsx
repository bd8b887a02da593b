import { useDeferredValue, useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError, assetUrl } from '../../../api/client';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ErrorState } from '../../../ui/states';
import { useCategoryPageFilters } from '../api/get-category-page-filters';
import { useCategoryProducts } from '../api/get-category-products';
import { BASIC_FILTER_OPTIONS, categoryFilterOptions } from '../../../shared/listing/FilterFields';
import { Listing } from '../../../shared/listing/Listing';
import { ListingPageSkeleton, NotFoundState } from '../../../shared/listing/PageStates';
import { toFiltersPayload } from '../../../shared/listing/listing-params';
import { useDismissFirstView } from '../../../app/use-dismiss-first-view';
import { useListingUrl } from '../../../shared/listing/use-listing-url';

function CategoryListing({ route }: { route: string }) {
  const desktop = useIsDesktop();
  const url = useListingUrl();
  const filters = useMemo(() => toFiltersPayload(url.filters), [url.filters]);
  const query = useCategoryProducts({ route, sort_by: url.sort, filters });
  const facets = useCategoryPageFilters(route, filters);
  const filterOptions = useMemo(
    () => (facets.data ? categoryFilterOptions(facets.data) : facets.isError ? BASIC_FILTER_OPTIONS : undefined),
    [facets.data, facets.isError],
  );
  // The page's first render with data runs in the background, in slices a slow phone can interleave.
  const shown = useDeferredValue(query.data);
  const first = shown?.pages[0];
  useDismissFirstView(first !== undefined || query.isError);
  usePageMeta({ title: first?.category.category_name ?? 'Category', back: true });

  if (query.isError && !query.isFetchNextPageError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NotFoundState title="We couldn't find that category" text="It may have moved or no longer exists." />;
    return (
      <div className="px-4 py-6">
        <h1 className="sr-only">Category</h1>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="We could not load these products" />
      </div>
    );
  }
  if (query.isPending || !first) return <ListingPageSkeleton desktop={desktop} label="Loading products" />;
  const { category, breadcrumbs, child_categories } = first;

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-6">
      <Breadcrumbs items={breadcrumbs} />
      <header className="mt-3 mb-4">
        <h1 className="text-2xl font-extrabold md:text-3xl">{category.category_name}</h1>
        {category.description && <p className="mt-1 max-w-3xl text-sm text-muted md:text-base">{category.description}</p>}
      </header>
      {child_categories.length > 0 && (
        <nav aria-label="Subcategories" className="mb-4">
          <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
            {child_categories.map((c) => (
              <li key={c.name} className="shrink-0">
                <Link
                  to={`/c/${c.route}`}
                  className="flex h-10 items-center gap-2 rounded-full border border-line bg-white pr-4 pl-1 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
                >
                  {c.image ? (
                    <img src={assetUrl(c.image)} alt="" width={32} height={32} className="size-8 rounded-full bg-stone-100 object-cover" />
                  ) : (
                    <span className="w-2" />
                  )}
                  {c.category_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Listing
        query={query}
        url={url}
        defaultView={category.default_view === 'List View' ? 'list' : 'grid'}
        filterOptions={filterOptions}
        filtersLoading={facets.isPending}
        emptyText="This category has no products at the moment."
      />
    </div>
  );
}

/** /c/{l1}[/{l2}[/{l3}]] and /cl/{route}: one category's products. */
export function CategoryPage() {
  const params = useParams();
  const route = (params['*'] ?? [params.l1, params.l2, params.l3].filter(Boolean).join('/')).replace(/^\/+|\/+$/g, '');
  if (!route) return <Navigate to="/c" replace />;
  return <CategoryListing route={route} />;
}
