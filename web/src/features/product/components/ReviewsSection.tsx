import type { TProductDetails } from '@larder/contract/catalog';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useProductReviews } from '../api/get-product-reviews-list';
import { Stars } from './Stars';

type Summary = Pick<TProductDetails, 'name' | 'route' | 'rating' | 'review_count' | 'rating_summary'>;

function RatingBars({ summary, total }: { summary: Summary['rating_summary']; total: number }) {
  return (
    <ul className="flex w-full max-w-xs flex-col gap-1.5" aria-label="Ratings by stars">
      {[...summary]
        .sort((a, b) => b.rating - a.rating)
        .map((r) => {
          const pct = total ? Math.round((r.count / total) * 100) : 0;
          return (
            <li key={r.rating} className="flex items-center gap-2 text-xs">
              <span className="w-12 shrink-0">
                {r.rating} {r.rating === 1 ? 'star' : 'stars'}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${pct}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right text-muted tabular-nums">
                {r.count}
                <span className="sr-only"> {r.count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          );
        })}
    </ul>
  );
}

function ReviewList({ product }: { product: string }) {
  const reviews = useProductReviews(product);
  if (reviews.isPending)
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (reviews.isError)
    return (
      <p role="alert" className="text-sm text-muted">
        {errorText(reviews.error)}{' '}
        <button type="button" onClick={() => void reviews.refetch()} className="font-semibold text-brand-700 underline">
          Try again
        </button>
      </p>
    );
  const list = reviews.data.pages.flat();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-line">
        {list.map((r) => (
          <li key={r.name} className="py-3">
            <article aria-labelledby={`review-${r.name}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars value={r.rating} />
                <h3 id={`review-${r.name}`} className="text-sm font-semibold">
                  {r.title}
                </h3>
              </div>
              <p className="mt-1 text-sm whitespace-pre-line">{r.message}</p>
              <p className="mt-1 text-xs text-muted">
                {r.customer_name} · {r.creation}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <button
          type="button"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
          className={buttonClass('secondary', 'md', 'self-start')}
        >
          {reviews.isFetchingNextPage ? 'Loading…' : 'More reviews'}
        </button>
      )}
    </div>
  );
}

/** Rating summary, the approved reviews a page at a time, and the way to write one. */
export function ReviewsSection({ product }: { product: Summary }) {
  const writeLink = `/review-product?product=${encodeURIComponent(product.route)}`;
  return (
    <section aria-labelledby="reviews-h" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-h" className="text-lg font-bold md:text-xl">
          Reviews
        </h2>
        <Link to={writeLink} className={buttonClass('secondary', 'sm')}>
          <PenLine aria-hidden="true" className="size-4" /> Write a review
        </Link>
      </div>
      {product.review_count > 0 ? (
        <>
          <div className="flex flex-col gap-4 rounded-xl bg-white p-4 sm:flex-row sm:items-center sm:gap-8">
            <div className="flex flex-col items-start gap-1">
              <p className="text-4xl font-extrabold">{product.rating.toFixed(1)}</p>
              <Stars value={product.rating} size="md" />
              <p className="text-sm text-muted">
                Based on {product.review_count} {product.review_count === 1 ? 'review' : 'reviews'}
              </p>
            </div>
            <RatingBars summary={product.rating_summary} total={product.review_count} />
          </div>
          <ReviewList product={product.name} />
        </>
      ) : (
        <p className="rounded-xl bg-white p-4 text-sm text-muted">No reviews yet. Be the first to tell other shoppers what you thought.</p>
      )}
    </section>
  );
}
