import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { invalidateAfterPayment } from '../../../shared/payments/invalidate';
import { amountDue } from '../../../shared/payments/providers/SquareSheet';
import { SquareCardPayment, squareSettings } from '../../../shared/payments/providers/SquareCardPayment';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { useStoreName } from '../../../shared/payments/use-store-name';
import { buttonClass } from '../../../ui/button';
import { SkeletonLines } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';

/**
 * /squareup-payment?order_id=ORD-…: the card payment page (outside the shop's frame, as the spec
 * places it): the store name in the header, Square's card form, 'Pay {amount}' and 'This payment
 * is secured by Square'; a paid order goes to its thank-you page. A shop without Square set up
 * says card payment is not available here and names no provider.
 */
export function SquareupPaymentPage() {
  usePageMeta({ title: 'Card payment', back: true });
  const storeName = useStoreName();
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? params.get('order') ?? '';
  const purpose = orderId.startsWith('SUB-ORD-') ? 'subscription' : 'order';
  const due = useQuery({
    queryKey: ['square-amount-due', purpose, orderId],
    queryFn: () => amountDue({ purpose, reference: orderId }),
    enabled: Boolean(session && orderId),
  });
  const square = useQuery({ queryKey: ['square-settings'], queryFn: squareSettings, staleTime: 60_000 });
  const squareReady = Boolean(square.data?.application_id);
  const [failed, setFailed] = useState<string | null>(null);

  let body;
  if (square.isSuccess && !squareReady)
    body = (
      <EmptyState
        title="Card payment is not available"
        text="This shop does not take card payments here. You can pay for your order from the order page."
      >
        <Link to={orderId ? `/order-detail/${encodeURIComponent(orderId)}` : '/my-orders'} className={buttonClass('primary', 'md')}>
          {orderId ? 'Back to the order' : 'My orders'}
        </Link>
      </EmptyState>
    );
  else if (!session) body = <SignInPrompt title="Sign in to pay" text="Sign in to pay for your order by card." />;
  else if (!orderId)
    body = (
      <EmptyState title="Nothing to pay" text="Open this page from an order to pay for it by card.">
        <Link to="/my-orders" className={buttonClass('primary', 'md')}>
          My orders
        </Link>
      </EmptyState>
    );
  else if (due.isPending)
    body = <SkeletonLines label="Loading your order" className="flex flex-col gap-3" lines={['h-6 w-40', 'h-32 w-full']} />;
  else if (due.isError) body = <ErrorState error={due.error} onRetry={() => void due.refetch()} title="We could not load your order" />;
  else if (due.data <= 0)
    body = (
      <EmptyState title="This order is already paid" text={`Order ${orderId} has nothing left to pay.`}>
        <Link to={`/order-detail/${encodeURIComponent(orderId)}`} className={buttonClass('primary', 'md')}>
          View order
        </Link>
      </EmptyState>
    );
  else if (failed)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">{failed}</p>
        <p>Your order is kept; you can pay for it again from the order page.</p>
        <Link to={`/order-detail/${encodeURIComponent(orderId)}`} className={buttonClass('secondary', 'md')}>
          Back to the order
        </Link>
      </div>
    );
  else
    body = (
      <>
        <p className="text-sm text-muted">
          {purpose === 'subscription' ? 'Subscription' : 'Order'} {orderId} · <strong className="text-ink">{formatPrice(due.data)}</strong>
        </p>
        <SquareCardPayment
          orderId={orderId}
          amount={due.data}
          onSuccess={() => {
            void invalidateAfterPayment(qc, purpose);
            void navigate(purpose === 'order' ? `/thankyou/${encodeURIComponent(orderId)}` : '/subscriptions', { replace: true });
          }}
          onFailed={(message) => setFailed(message)}
        />
      </>
    );

  return (
    <div className="min-h-dvh bg-cream">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-lg items-center gap-3 px-4">
          <Link
            to={orderId ? `/order-detail/${encodeURIComponent(orderId)}` : '/'}
            aria-label="Back"
            className="grid size-9 place-items-center rounded-full hover:bg-stone-100"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <p className="text-lg font-bold">{storeName}</p>
        </div>
      </header>
      <main className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Card payment</h1>
        {body}
        {squareReady && (
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            <span>
              This payment is secured by <strong className="font-semibold text-ink">Square</strong>
            </span>
          </p>
        )}
      </main>
    </div>
  );
}
