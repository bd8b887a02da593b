import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { ProductGridSkeleton } from './ProductGrid';

/** A listing that does not exist (the call answered 404). The page's only heading is this h1. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-stone-400" />
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-sm text-muted">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClass('primary')}>
          Go to the home page
        </Link>
        <Link to="/c" className={buttonClass('secondary')}>
          Browse all categories
        </Link>
      </div>
    </div>
  );
}

/** Placeholder for a listing page while its first page loads. */
export function ListingPageSkeleton({ desktop, label }: { desktop: boolean; label: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-6" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-4 h-8 w-56" />
      <Skeleton className="mt-2 h-4 w-full max-w-lg" />
      <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6">
        {desktop && (
          <div className="space-y-3 rounded-xl border border-line bg-white p-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-4/5" />
            ))}
          </div>
        )}
        <div>
          <Skeleton className="mb-3 h-10 w-full" />
          <ProductGridSkeleton count={desktop ? 8 : 6} layout={desktop ? 'panel' : 'full'} />
        </div>
      </div>
    </div>
  );
}
