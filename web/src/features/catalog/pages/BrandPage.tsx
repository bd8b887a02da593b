import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiError, assetUrl } from '../../../api/client';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ErrorState } from '../../../ui/states';
import { useBrandProducts } from '../api/get-brand-based-products';
import { BASIC_FILTER_OPTIONS } from '../../../shared/listing/FilterFields';
import { Listing } from '../../../shared/listing/Listing';
import { ListingPageSkeleton, NotFoundState } from '../../../shared/listing/PageStates';
import { toFiltersPayload } from '../../../shared/listing/listing-params';
import { useListingUrl } from '../../../shared/listing/use-listing-url';

/** /brands/{brand} and /brands/{brand}/{id}: one brand's products (the brand is its route or id). */
export function BrandPage() {
  const params = useParams();
  const brand = params.brand ?? '';
  const desktop = useIsDesktop();
  const url = useListingUrl();
  const filters = useMemo(() => toFiltersPayload(url.filters), [url.filters]);
  const query = useBrandProducts({ brand, sort_by: url.sort, filters });
  const first = query.data?.pages[0];
  usePageMeta({ title: first?.brand.brand_name ?? 'Brand', back: true });

  if (query.isPending) return <ListingPageSkeleton desktop={desktop} label="Loading products" />;
  if (query.isError && !query.isFetchNextPageError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NotFoundState title="We couldn't find that brand" text="It may have moved or no longer exists." />;
    return (
      <div className="px-4 py-6">
        <h1 className="sr-only">Brand</h1>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="We could not load these products" />
      </div>
    );
  }
  if (!first) return null;
  const b = first.brand;

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-6">
      <Breadcrumbs
        items={[
          { title: 'Brands', route: '/brands' },
          { title: b.brand_name, route: `/brands/${b.route}` },
        ]}
      />
      <header className="mt-3 mb-5 flex items-center gap-4 rounded-xl border border-line bg-white p-4">
        {b.logo && (
          <img src={assetUrl(b.logo)} alt="" width={128} height={64} className="h-12 w-24 shrink-0 object-contain md:h-16 md:w-32" />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold md:text-3xl">{b.brand_name}</h1>
          {b.description && <p className="mt-1 text-sm text-muted md:text-base">{b.description}</p>}
        </div>
      </header>
      <Listing
        query={query}
        url={url}
        defaultView="grid"
        filterOptions={BASIC_FILTER_OPTIONS}
        filtersLoading={false}
        emptyText="This brand has no products at the moment."
      />
    </div>
  );
}
