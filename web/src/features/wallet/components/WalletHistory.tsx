import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useWalletHistory } from '../api/get-wallet-details';
import { formatDateTime, isOrderRef } from '../format';

/** The wallet's transactions: 10 per page on mobile, 20 on desktop, more as the list scrolls. */
export function WalletHistory({ customer }: { customer: string }) {
  const desktop = useIsDesktop();
  const history = useWalletHistory(customer, desktop ? 20 : 10);
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = history;
  const more = () => void (hasNextPage && !isFetchingNextPage && fetchNextPage());
  const sentinel = useInfiniteScroll(more, Boolean(hasNextPage) && !isFetchingNextPage);

  if (isPending)
    return (
      <div aria-busy="true" aria-label="Loading your wallet history" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} title="We could not load your wallet history" />;
  const entries = data?.pages.flatMap((p) => p[0]?.transactions ?? []) ?? [];
  if (entries.length === 0) return <EmptyState title="No wallet history yet" text="Money you add, spend or get back will show here." />;

  return (
    <>
      <ul className="divide-y divide-line" data-testid="wallet-history">
        {entries.map((t) => {
          const credit = t.status === 'Credited';
          return (
            <li key={t.name} className="flex items-start justify-between gap-3 py-3" data-testid="wallet-entry">
              <span
                aria-hidden="true"
                className={`mt-0.5 grid size-8 shrink-0 place-items-center rounded-full ${credit ? 'bg-green-100 text-leaf' : 'bg-stone-100 text-ink'}`}
              >
                {credit ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{t.notes || (credit ? 'Added to wallet' : 'Paid from wallet')}</p>
                <p className="text-xs text-muted">
                  <time dateTime={t.transaction_date}>{formatDateTime(t.transaction_date)}</time>
                  {isOrderRef(t.order_id) && (
                    <>
                      {' · '}
                      <Link
                        to={`/order-detail/${encodeURIComponent(t.order_id)}`}
                        className="whitespace-nowrap text-brand-700 underline underline-offset-2"
                      >
                        Order {t.order_id}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className={`font-semibold ${credit ? 'text-leaf' : 'text-ink'}`}>
                  <span className="sr-only">{credit ? 'plus ' : 'minus '}</span>
                  <span aria-hidden="true">{credit ? '+' : '−'}</span>
                  {formatPrice(t.amount)}
                </p>
                <p className={`text-xs font-medium ${credit ? 'text-leaf' : 'text-muted'}`}>{t.status}</p>
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
