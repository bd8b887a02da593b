import { useDeferredValue, useMemo } from 'react';
import { useIsDesktop } from '../../../lib/use-media-query';
import { BASIC_FILTER_OPTIONS, categoryFilterOptions } from '../../../shared/listing/FilterFields';
import { useSearchPageFilters } from '../../../shared/listing/get-search-page-filters';
import { Listing } from '../../../shared/listing/Listing';
import { toFiltersPayload } from '../../../shared/listing/listing-params';
import { ListingPageSkeleton } from '../../../shared/listing/PageStates';
import { useListingUrl } from '../../../shared/listing/use-listing-url';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useSearchListing } from '../api/get-search-listing';
import { TopCategories } from './TopCategories';

function countText(total: number, keyword: string): string {
  return `${total} ${total === 1 ? 'product' : 'products'} found for "${keyword}"`;
}

/**
 * Products matching `keyword` as a category page lists them: sort, the same filters (kept in the
 * query string), the count of everything found, 15 more as the list end nears.
 */
export function SearchResults({ keyword }: { keyword: string }) {
  const desktop = useIsDesktop();
  const url = useListingUrl();
  const filters = useMemo(() => toFiltersPayload(url.filters), [url.filters]);
  const query = useSearchListing({ searchTxt: keyword, sort_by: url.sort, filters });
  const facets = useSearchPageFilters(keyword, filters);
  const filterOptions = useMemo(
    () => (facets.data ? categoryFilterOptions(facets.data) : facets.isError ? BASIC_FILTER_OPTIONS : undefined),
    [facets.data, facets.isError],
  );
  // The results arrive through a query, whose answer re-renders synchronously: their first render
  // runs in the background instead, in slices a slow phone can interleave (114 ms in one task at a
  // 4x CPU throttle before; decision 054).
  const shown = useDeferredValue(query.data);

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-3 text-lg font-bold md:text-2xl">
        Search results for "{keyword}"
      </h1>
      {query.isError && !query.isFetchNextPageError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="We could not search right now" />
      ) : query.isPending || !shown ? (
        <ListingPageSkeleton desktop={desktop} label="Loading search results" />
      ) : (
        <Listing
          query={query}
          url={url}
          defaultView="grid"
          filterOptions={filterOptions}
          filtersLoading={facets.isPending}
          emptyText=""
          countText={(total) => countText(total, keyword)}
          empty={
            <EmptyState title={`No products found for "${keyword}"`} text="Check the spelling, try a shorter word, or browse a category.">
              <div className="mt-4 w-full text-left">
                <TopCategories variant="tiles" />
              </div>
            </EmptyState>
          }
        />
      )}
    </section>
  );
}
