import { BillSkeleton } from '../../../shared/checkout/BillLines';
import { Skeleton } from '../../../ui/skeleton';

export function CheckoutSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading checkout"
      className="md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-line bg-white p-5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-14 w-full rounded-xl" />
          </div>
        ))}
      </div>
      <BillSkeleton className="mt-4 space-y-3 md:mt-0" />
    </div>
  );
}
