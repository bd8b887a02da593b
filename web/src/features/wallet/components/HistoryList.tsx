import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { formatDateTime, isOrderRef } from '../format';

/** One line of a history: what, when, the order it belongs to, and the signed amount. */
export interface HistoryEntry {
  key: string;
  title: string;
  date: string;
  /** An order's name links to the order. */
  reference: string;
  plus: boolean;
  amount: string;
  kind: string;
  kindClass?: string;
  icon?: ReactNode;
}

/** What the list needs of an infinite query. */
interface Pages {
  data: unknown;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

/** A history (wallet or points), newest first, more as the list scrolls. */
export function HistoryList({
  query,
  entries,
  what,
  empty,
  testId,
}: {
  query: Pages;
  entries: HistoryEntry[];
  /** "wallet history", "points history" */
  what: string;
  empty: { title: string; text: string };
  testId?: string;
}) {
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const more = () => void (hasNextPage && !isFetchingNextPage && fetchNextPage());
  const sentinel = useInfiniteScroll(more, hasNextPage && !isFetchingNextPage);

  if (isPending)
    return (
      <div aria-busy="true" aria-label={`Loading your ${what}`} className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} title={`We could not load your ${what}`} />;
  if (entries.length === 0) return <EmptyState {...empty} />;

  return (
    <>
      <ul className="divide-y divide-line" data-testid={testId}>
        {entries.map((e) => (
          <li key={e.key} className="flex items-start justify-between gap-3 py-3" data-testid={testId && 'wallet-entry'}>
            {e.icon}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{e.title}</p>
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
              <p className={`font-semibold ${e.plus ? 'text-leaf' : 'text-ink'}`}>
                <span className="sr-only">{e.plus ? 'plus ' : 'minus '}</span>
                <span aria-hidden="true">{e.plus ? '+' : '−'}</span>
                {e.amount}
              </p>
              <p className={`text-xs ${e.kindClass ?? 'text-muted'}`}>{e.kind}</p>
            </div>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center pt-3">
          <Button variant="secondary" onClick={more} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
      {error && data && (
        <p role="alert" className="pt-2 text-center text-sm text-red-700">
          More history could not load.{' '}
          <button type="button" className="underline" onClick={more}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
