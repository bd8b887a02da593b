import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';

/** An order that cannot be loaded: not this customer's (or no such order) is final; anything else may be retried. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <EmptyState title="Order not found" text="It may belong to another account, or the link is wrong.">
        <Link to="/my-orders" className={buttonClass('primary', 'md', 'mt-2')}>
          My Orders
        </Link>
      </EmptyState>
    );
  return <ErrorState error={error} onRetry={onRetry} title="We could not load this order" />;
}
