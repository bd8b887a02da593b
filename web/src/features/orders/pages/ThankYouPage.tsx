import { CheckCircle2, ChevronRight, Gift } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { PushOptIn } from '../../../shared/push/PushOptIn';
import { Button, buttonClass } from '../../../ui/button';
import { SkeletonLines } from '../../../ui/skeleton';
import { useOrderDetails } from '../api/get-order-details';
import { OrderLoadError } from '../components/OrderNotFound';
import { usePointsEarned } from '../api/get-point-history';
import { OrderBill } from '../components/OrderBill';
import { OrderPlace } from '../components/OrderPlace';
import { PaymentChip } from '../components/StatusChip';
import { paymentText } from '../order-format';
import { usePayOrder } from '../use-pay-order';

function ThankYouSkeleton() {
  return (
    <SkeletonLines
      label="Loading your order"
      className="space-y-4 rounded-2xl border border-line bg-white p-6"
      lines={['mx-auto size-14 rounded-full', 'mx-auto h-6 w-64', 'mx-auto h-4 w-40', 'h-24 w-full rounded-xl']}
    />
  );
}

/**
 * /thankyou/:orderId, shown after a successful order or payment (the app reaches it with a
 * history replace, so Back does not return to the checkout): the order number, slot, address,
 * totals and the points it earned, with links to the order and back to the shop.
 */
export function ThankYouPage() {
  const { orderId = '' } = useParams();
  usePageMeta({ title: 'Thank You' });
  const session = useSession();
  const order = useOrderDetails(orderId);
  const paid = order.data?.payment_status === 'Paid';
  const points = usePointsEarned(orderId, paid);
  const payAlert = usePaymentAlert();
  const pay = usePayOrder(payAlert.alert);

  let body;
  if (!session) body = <SignInPrompt title="Sign in to see your order" text="Your order is kept in your account." />;
  else if (order.isPending) body = <ThankYouSkeleton />;
  else if (order.error) body = <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  else {
    const o = order.data;
    const pickup = o.collect_from !== null;
    body = (
      <div className="space-y-4">
        <section className="rounded-2xl border border-line bg-white p-6 text-center" aria-labelledby="thanks-h">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-leaf" />
          <h1 id="thanks-h" className="mt-3 text-2xl font-extrabold">
            Thank you for your order!
          </h1>
          <p className="mt-1 text-sm text-muted">
            Order number{' '}
            <strong className="text-ink" data-testid="order-number">
              {o.name}
            </strong>
          </p>
          <p className="mt-2">
            <PaymentChip status={o.payment_status} method={o.payment_method_name} awaiting={o.awaiting_payment} collection={pickup} />
          </p>
          {points > 0 && (
            <p className="mt-3">
              <Link
                to="/reward-points"
                className="inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900 hover:bg-green-200 hover:underline"
                data-testid="points-earned"
              >
                <Gift aria-hidden="true" className="size-4" /> You earned {points} reward points
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            </p>
          )}
          {pay.canPay(o) && (
            <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
              <p>
                {paymentText(o.payment_status, o.payment_method_name, o.awaiting_payment, pickup)}: {formatPrice(o.outstanding_amount)} to
                pay.
              </p>
              <Button className="mt-2" onClick={() => pay.pay(o)} disabled={pay.paying}>
                Pay now
              </Button>
            </div>
          )}
        </section>

        <PushOptIn variant="offer" collection={pickup} />

        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="when-h" className="rounded-2xl border border-line bg-white p-5 text-sm">
            <h2 id="when-h" className="mb-3 text-base font-bold">
              {pickup ? 'Collection' : 'Delivery'}
            </h2>
            <div className="space-y-2">
              <OrderPlace
                order={o}
                collection={pickup}
                note={<span className="mt-1 block text-muted">Please bring your order number.</span>}
              />
            </div>
          </section>
          <section aria-labelledby="bill-h" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="bill-h" className="mb-2 text-base font-bold">
              Bill details
            </h2>
            <OrderBill order={o} />
          </section>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={`/order-detail/${o.name}`} className={buttonClass('primary', 'lg')}>
            View order
          </Link>
          <Link to="/" className={buttonClass('secondary', 'lg')}>
            Continue shopping
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 md:px-6 md:py-8">
      {!order.data && <h1 className="sr-only">Thank you for your order</h1>}
      {body}
      {payAlert.element}
    </div>
  );
}
