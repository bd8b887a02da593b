import { PackageSearch } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { Button, buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useOrderList } from '../api/get-order-list';
import { OrderCard } from '../components/OrderCard';
import { OrderCardsSkeleton } from '../components/OrderSkeletons';

/** /my-orders and /my-profile/my-orders: the customer's orders, newest first, ten at a time. */
export function MyOrdersPage() {
  usePageMeta({ title: 'My Orders', back: true });
  const { pathname } = useLocation();
  const session = useSession();
  const orders = useOrderList();
  const more = useInfiniteScroll(() => void orders.fetchNextPage(), Boolean(orders.hasNextPage) && !orders.isFetchingNextPage);
  const list = orders.data?.pages.flat() ?? [];

  let body;
  if (!session)
    body = (
      <SignInPrompt title="Sign in to see your orders" text="Your orders, their delivery slots and receipts are kept in your account." />
    );
  else if (orders.isPending) body = <OrderCardsSkeleton />;
  else if (orders.error && !orders.data)
    body = <ErrorState error={orders.error} onRetry={() => void orders.refetch()} title="We could not load your orders" />;
  else if (!list.length)
    body = (
      <EmptyState title="No orders yet" text="When you place an order it shows here, with its slot and receipt.">
        <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
          <PackageSearch aria-hidden="true" className="size-4" /> Start shopping
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className="space-y-3" aria-label="Your orders">
          {list.map((o) => (
            <OrderCard key={o.name} order={o} />
          ))}
        </ul>
        {orders.hasNextPage && (
          <div ref={more} className="mt-4 flex justify-center">
            <Button variant="secondary" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
              {orders.isFetchingNextPage ? 'Loading…' : 'Show more orders'}
            </Button>
          </div>
        )}
        {orders.isFetchingNextPage && (
          <div className="mt-3">
            <OrderCardsSkeleton count={1} />
          </div>
        )}
        {orders.error && orders.data && (
          <ErrorState error={orders.error} onRetry={() => void orders.fetchNextPage()} title="We could not load more orders" />
        )}
      </>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 md:px-6 md:py-8">
      {pathname.startsWith('/my-profile') && (
        <nav aria-label="Breadcrumb" className="mb-2 hidden text-sm text-muted md:block">
          <Link to="/my-profile" className="hover:text-brand-700">
            My Profile
          </Link>{' '}
          / <span aria-current="page">My Orders</span>
        </nav>
      )}
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">My Orders</h1>
      {body}
    </div>
  );
}
