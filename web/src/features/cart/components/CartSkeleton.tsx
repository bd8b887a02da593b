import { Skeleton, SkeletonLines } from '../../../ui/skeleton';

/** Placeholder lines while the cart or wishlist loads (same heights as the real lines). */
export function LinesSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="divide-y divide-line rounded-2xl border border-line bg-white px-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 py-4">
          <Skeleton className="size-20 shrink-0" />
          <SkeletonLines lines={['h-4 w-2/3', 'h-3 w-1/3', 'mt-3 h-9 w-32 rounded-full']} />
          <Skeleton className="h-4 w-14" />
        </div>
      ))}
    </div>
  );
}
