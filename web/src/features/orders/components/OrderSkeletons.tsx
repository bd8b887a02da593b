import { BillSkeleton } from '../../../shared/checkout/BillLines';
import { Skeleton } from '../../../ui/skeleton';

export function OrderCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading your orders" className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-2 rounded-2xl border border-line bg-white p-4">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function OrderDetailSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading the order"
      className="space-y-4 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:gap-6 md:space-y-0"
    >
      <div className="space-y-4">
        <div className="space-y-2 rounded-2xl border border-line bg-white p-5">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
        <div className="space-y-3 rounded-2xl border border-line bg-white p-5">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-14 rounded-lg" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      </div>
      <BillSkeleton className="space-y-2" />
    </div>
  );
}
