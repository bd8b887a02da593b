import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { ProductCardActions } from '../../../shared/cart/ProductCardActions';
import { ProductCard } from '../../../ui/product-card';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { RESULTS_PAGE_LEN, useSearchResults } from '../api/get-search-products';
import { TopCategories } from './TopCategories';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5';

function CardSkeletons({ count, as: Item = 'div' }: { count: number; as?: 'div' | 'li' }) {
  return Array.from({ length: count }, (_, i) => (
    <Item key={i} aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
      </div>
    </Item>
  ));
}

function countText(count: number, more: boolean, keyword: string): string {
  const noun = count === 1 ? 'product' : 'products';
  return more ? `Showing ${count} ${noun} for "${keyword}"` : `${count} ${noun} found for "${keyword}"`;
}

/** Products matching `keyword`, 15 per page, the next page loading as the list end nears. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { data, isPending, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    useSearchResults(keyword);
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useInfiniteScroll(() => void fetchNextPage(), canLoadMore);
  const products = data?.pages.flat() ?? [];

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="text-lg font-bold md:text-2xl">
        Search results for "{keyword}"
      </h1>
      {isPending ? (
        <div aria-busy="true" aria-label="Loading search results">
          <Skeleton className="mt-2 mb-4 h-4 w-48" />
          <div className={GRID}>
            <CardSkeletons count={10} />
          </div>
        </div>
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} title="We could not search right now" />
      ) : products.length === 0 ? (
        <EmptyState title={`No products found for "${keyword}"`} text="Check the spelling, try a shorter word, or browse a category.">
          <div className="mt-4 w-full text-left">
            <TopCategories variant="tiles" />
          </div>
        </EmptyState>
      ) : (
        <>
          <p role="status" className="mt-1 mb-4 text-sm text-muted">
            {countText(products.length, !!hasNextPage, keyword)}
          </p>
          <h2 className="sr-only">Products</h2>
          <ul className={GRID}>
            {products.map((p, i) => (
              <li key={p.name}>
                <ProductCard product={p} eager={i < 4} actions={<ProductCardActions product={p} />} />
              </li>
            ))}
            {isFetchingNextPage && <CardSkeletons as="li" count={5} />}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {isFetchNextPageError && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => void fetchNextPage()}
                className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Could not load more. Try again
              </button>
            </div>
          )}
          {!hasNextPage && products.length > RESULTS_PAGE_LEN && (
            <p className="mt-6 text-center text-sm text-muted">You have seen all {products.length} products.</p>
          )}
        </>
      )}
    </section>
  );
}
