import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';

/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function ProductSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div
      aria-busy="true"
      aria-label="Loading the product"
      className={`mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-6 ${compact ? 'max-w-3xl' : ''}`}
    >
      {!compact && <Skeleton className="mb-4 h-4 w-64" />}
      <div className={`grid gap-6 ${compact ? 'md:grid-cols-[280px_1fr]' : 'md:grid-cols-2 md:gap-10'}`}>
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <SkeletonLines lines={['h-4 w-32', 'h-8 w-3/4', 'h-4 w-24', 'h-9 w-40', 'h-16 w-full']} className="contents" />
          <SkeletonLines lines={['h-10 w-24 rounded-full', 'h-10 w-24 rounded-full', 'h-10 w-24 rounded-full']} className="flex gap-2" />
          <Skeleton className="h-12 w-full rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** 404 from get_product_details. */
export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-stone-400" />
      <h1 className="text-xl font-bold">We couldn&apos;t find that product</h1>
      <p className="text-sm text-muted">It may have been renamed or is no longer sold.</p>
      <Link to="/" className={buttonClass('primary', 'md')}>
        Go to the home page
      </Link>
    </div>
  );
}
