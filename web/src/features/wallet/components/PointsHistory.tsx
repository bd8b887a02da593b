import { Link } from 'react-router';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { usePointHistory } from '../api/get-point-history';
import { formatDateTime, isOrderRef } from '../format';

const points = (n: number) => `${Math.abs(n).toLocaleString('en-GB')} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** Points earned, redeemed, reversed and returned, newest first. */
export function PointsHistory({ customer }: { customer: string }) {
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = usePointHistory(customer);
  const more = () => void (hasNextPage && !isFetchingNextPage && fetchNextPage());
  const sentinel = useInfiniteScroll(more, Boolean(hasNextPage) && !isFetchingNextPage);

  if (isPending)
    return (
      <div aria-busy="true" aria-label="Loading your points history" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} title="We could not load your points history" />;
  const entries = data?.pages.flat() ?? [];
  if (entries.length === 0) return <EmptyState title="No reward points yet" text="Points you earn on paid orders will show here." />;

  return (
    <>
      <ul className="divide-y divide-line">
        {entries.map((e) => {
          const plus = e.points >= 0;
          return (
            <li key={e.name} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{e.description || e.type}</p>
                <p className="text-xs text-muted">
                  <time dateTime={e.date}>{formatDateTime(e.date)}</time>
                  {isOrderRef(e.reference) && (
                    <>
                      {' · '}
                      <Link
                        to={`/order-detail/${encodeURIComponent(e.reference)}`}
                        className="whitespace-nowrap text-brand-700 underline underline-offset-2"
                      >
                        Order {e.reference}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className={`font-semibold ${plus ? 'text-leaf' : 'text-ink'}`}>
                  <span aria-hidden="true">{plus ? '+' : '−'}</span>
                  <span className="sr-only">{plus ? 'plus ' : 'minus '}</span>
                  {points(e.points)}
                </p>
                <p className="text-xs text-muted">{e.type}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center pt-3">
          <Button variant="secondary" onClick={more} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
