import { CreditCard, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CallResult } from '@larder/contract';
import { usePageMeta } from '../../../app/shell/page-meta';
import { errorText } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { notify } from '../../../ui/toast';
import { useOrderDetails } from '../api/get-order-details';
import { OrderLoadError } from '../components/OrderNotFound';
import { useReorder } from '../api/reorder';
import { AwaitingPaymentPanel } from '../components/AwaitingPaymentPanel';
import { BackToBasketDialog, CancelOrderDialog } from '../components/CancelOrderDialog';
import { OrderBill } from '../components/OrderBill';
import { OrderLines } from '../components/OrderLines';
import { OrderPlace } from '../components/OrderPlace';
import { OrderDetailSkeleton } from '../components/OrderSkeletons';
import { RefundOutcome } from '../components/RefundOutcome';
import { ReorderResultDialog } from '../components/ReorderResultDialog';
import { PaymentChip, StatusChip } from '../components/StatusChip';
import { StatusTimeline } from '../components/StatusTimeline';
import { formatDateTime, paymentMethodText } from '../order-format';
import { usePayOrder } from '../use-pay-order';

type ReorderResult = CallResult<'reoder_checking'>;

/** /order-detail/:orderId and /order-detail?id=: one order with its lines, slot, payment, progress and bill, and what can be done with it. */
export function OrderDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const orderId = params.orderId ?? search.get('id') ?? search.get('order_id') ?? '';
  usePageMeta({ title: 'Order Details', back: true });
  const session = useSession();
  const navigate = useNavigate();
  const order = useOrderDetails(orderId);
  const payAlert = usePaymentAlert();
  const pay = usePayOrder(payAlert.alert);
  const reorder = useReorder();
  const [cancelling, setCancelling] = useState(false);
  const [backToBasket, setBackToBasket] = useState(false);
  const [reordered, setReordered] = useState<ReorderResult | null>(null);

  const doReorder = () =>
    reorder.mutate(orderId, {
      onSuccess: (r) => {
        if (r.status === 'Success' && !r.skipped.length) {
          notify(r.message, { kind: 'success' });
          void navigate('/yourcart');
        } else setReordered(r);
      },
      onError: (err) => void payAlert.alert(errorText(err)),
    });

  let body;
  if (!session) body = <SignInPrompt title="Sign in to see this order" text="Orders are kept in the account that placed them." />;
  else if (!orderId) body = <EmptyState title="No order chosen" text="Open an order from My Orders." />;
  else if (order.isPending) body = <OrderDetailSkeleton />;
  else if (order.error) body = <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  else {
    const o = order.data;
    const collection = o.collect_from !== null;
    body = (
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <section aria-labelledby="order-h" className="rounded-2xl border border-line bg-white p-4 md:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 id="order-h" className="text-lg font-bold">
                  Order {o.name}
                </h2>
                <p className="text-sm text-muted">Placed {formatDateTime(o.created)}</p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                <StatusChip status={o.status} collection={collection} />
                <PaymentChip
                  status={o.payment_status}
                  method={o.payment_method_name}
                  awaiting={o.awaiting_payment}
                  collection={collection}
                />
              </div>
            </div>
            {o.awaiting_payment && (
              <AwaitingPaymentPanel
                order={o}
                canPay={pay.canPay(o)}
                paying={pay.paying}
                onPay={() => pay.pay(o)}
                onBackToBasket={() => setBackToBasket(true)}
              />
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {o.can_cancel && (
                <Button variant="secondary" onClick={() => setCancelling(true)}>
                  <XCircle aria-hidden="true" className="size-4" /> Cancel order
                </Button>
              )}
              <Button variant="secondary" onClick={doReorder} disabled={reorder.isPending}>
                <RotateCcw aria-hidden="true" className="size-4" /> {reorder.isPending ? 'Adding…' : 'Reorder'}
              </Button>
            </div>
          </section>

          {o.status === 'Cancelled' && <RefundOutcome order={o} />}

          <section aria-labelledby="delivery-h" className="rounded-2xl border border-line bg-white p-4 md:p-5">
            <h2 id="delivery-h" className="mb-3 text-base font-bold">
              {o.shipping_method_name}
            </h2>
            <div className="space-y-3 text-sm">
              <OrderPlace order={o} collection={collection} />
              <p className="flex gap-2">
                <CreditCard aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                <span>
                  {paymentMethodText(o.payment_method_name, collection)}
                  {o.coupon_code && ` · Coupon ${o.coupon_code}`}
                </span>
              </p>
              {o.customer_comments && <p className="text-muted">Instructions: {o.customer_comments}</p>}
            </div>
          </section>

          <section aria-labelledby="items-h" className="rounded-2xl border border-line bg-white p-4 md:p-5">
            <h2 id="items-h" className="text-base font-bold">
              Items ({o.item_count})
            </h2>
            <OrderLines items={o.items} />
          </section>
        </div>

        <div className="mt-4 space-y-4 md:mt-0">
          <section aria-labelledby="progress-h" className="rounded-2xl border border-line bg-white p-4 md:p-5">
            <h2 id="progress-h" className="mb-3 text-base font-bold">
              Order status
            </h2>
            <StatusTimeline order={o} />
          </section>
          <section aria-labelledby="bill-h" className="rounded-2xl border border-line bg-white p-4 md:p-5">
            <h2 id="bill-h" className="mb-2 text-base font-bold">
              Bill details
            </h2>
            <OrderBill order={o} />
          </section>
        </div>
        {backToBasket && <BackToBasketDialog orderId={o.name} onClose={() => setBackToBasket(false)} />}
        {cancelling && <CancelOrderDialog orderId={o.name} onClose={() => setCancelling(false)} onCancelled={() => setCancelling(false)} />}
        {reordered && (
          <ReorderResultDialog
            message={reordered.message}
            skipped={reordered.skipped}
            added={reordered.added}
            onClose={() => setReordered(null)}
          />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:px-6 md:py-8">
      <nav aria-label="Breadcrumb" className="mb-2 hidden text-sm text-muted md:block">
        <Link to="/my-orders" className="hover:text-brand-700">
          My Orders
        </Link>{' '}
        / <span aria-current="page">{orderId || 'Order'}</span>
      </nav>
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">Order Details</h1>
      {body}
      {payAlert.element}
    </div>
  );
}
