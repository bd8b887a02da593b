import { CalendarClock, CreditCard, MapPin, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { addressLines } from '../components/AddressStep';
import { CartLinesSummary } from '../components/CartLinesSummary';
import { CheckoutBill } from '../components/CheckoutBill';
import { CheckoutSkeleton } from '../components/CheckoutSkeleton';
import { MobileNextBar } from '../components/MobileNextBar';
import { OrderChangesDialog } from '../components/OrderChangesDialog';
import { PlacedPanel } from '../components/PlacedPanel';
import { SlotHoldStatus } from '../components/SlotHoldStatus';
import { SlotPicker } from '../components/SlotPicker';
import { paymentWords, restToPay, useCheckout } from '../use-checkout';
import { useChangeChoice } from '../use-change-choice';
import { useCheckoutEntry } from '../use-checkout-entry';
import { usePlaceOrder } from '../use-place-order';
import { PlaceOrderButton } from '../components/PlaceOrderButton';

function ReviewRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-3">
      <span className="mt-0.5 shrink-0 text-brand-600">{icon}</span>
      <div className="min-w-0 flex-1 text-sm">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-0.5 text-ink/80">{children}</div>
      </div>
    </div>
  );
}

/**
 * /order-summary: the read-only review of the checkout before paying (the mobile flow's last
 * step; it works on desktop too). Edits go back to /checkout; Place Order places and pays.
 */
export function OrderSummaryPage() {
  usePageMeta({ title: 'Order Summary', back: true, hideCart: true });
  const desktop = useIsDesktop();
  const c = useCheckout();
  const payAlert = usePaymentAlert();
  const order = usePlaceOrder(c, payAlert.alert);
  const { changeMethod } = useChangeChoice(Boolean(c.hold.data?.hold));
  const [slotOpen, setSlotOpen] = useState(false);
  const lines = c.cart.data?.cart.items;
  const { leaving } = useCheckoutEntry(Boolean(c.session), c.session ? lines?.length : undefined, '/order-summary');

  let body;
  if (!c.session)
    body = <SignInPrompt title="Sign in to check out" text="Your cart is kept: sign in and you will come straight back here." />;
  else if (order.placed) body = <PlacedPanel order={order.placed} />;
  else if (leaving || c.cart.isPending || c.methods.isPending || c.addresses.isPending || c.hold.isPending || c.choices.pending)
    body = <CheckoutSkeleton />;
  else if (c.cart.error && !c.cart.data)
    body = <ErrorState error={c.cart.error} onRetry={() => void c.cart.refetch()} title="We could not load your cart" />;
  else if (!lines?.length)
    body = (
      <EmptyState title="No Cart Items Found!" text="Sorry, there're no items in your cart!">
        <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
          Start shopping
        </Link>
      </EmptyState>
    );
  else if (c.missing === 'address' || c.missing === 'method' || (c.missing === 'slot' && !c.slots.isPending))
    body = (
      <EmptyState title="A checkout step is not done yet" text={c.missingText ?? undefined}>
        <Link to="/checkout" replace className={buttonClass('primary', 'md', 'mt-2')}>
          Back to checkout
        </Link>
      </EmptyState>
    );
  else {
    const pickup = c.method?.is_pickup === 1;
    const edit = (
      <Link to="/checkout" aria-label="Edit delivery and payment" className="text-sm font-semibold text-brand-700 hover:underline">
        Edit
      </Link>
    );
    body = (
      <>
        <div className="md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-4">
            <section aria-labelledby="review-h" className="rounded-2xl border border-line bg-white px-4 py-2 md:px-5">
              <div className="flex items-center justify-between pt-2">
                <h2 id="review-h" className="text-base font-bold md:text-lg">
                  Delivery and payment
                </h2>
                {edit}
              </div>
              <div className="divide-y divide-line">
                <ReviewRow
                  icon={pickup ? <Store aria-hidden="true" className="size-5" /> : <MapPin aria-hidden="true" className="size-5" />}
                  title={c.method?.shipping_method_name ?? 'Delivery'}
                >
                  {pickup ? c.method?.description : c.address ? addressLines(c.address) : ''}
                  {c.choices.comments && <p className="mt-1 text-muted">Instructions: {c.choices.comments}</p>}
                </ReviewRow>
                {c.slot && (
                  <ReviewRow
                    icon={<CalendarClock aria-hidden="true" className="size-5" />}
                    title={pickup ? 'Collection slot' : 'Delivery slot'}
                  >
                    <p data-testid="chosen-slot">
                      {c.slot.format_date}, {c.slot.slot_label}
                    </p>
                    <div className="mt-2">
                      <SlotHoldStatus c={c} compact />
                    </div>
                  </ReviewRow>
                )}
                <ReviewRow icon={<CreditCard aria-hidden="true" className="size-5" />} title="Payment">
                  {c.payment && paymentWords(c.payment, pickup).name}
                  {c.useWallet && ' · wallet balance first'}
                  {c.usePoints > 0 && ' · reward points'}
                  {c.coupon && <p className="mt-1">Coupon: {c.coupon}</p>}
                </ReviewRow>
              </div>
            </section>
            <section aria-labelledby="items-h" className="rounded-2xl border border-line bg-white p-4 md:p-5">
              <h2 id="items-h" className="mb-1 text-base font-bold md:text-lg">
                Your items ({c.cart.data?.cart.item_count ?? lines.length})
              </h2>
              <CartLinesSummary lines={lines} showSubstitution />
            </section>
          </div>
          <aside
            aria-label="Bill"
            className={`mt-4 space-y-4 rounded-2xl border border-line bg-white p-4 md:sticky md:top-[calc(var(--header-h,0px)+1rem)] md:mt-0 md:p-5 ${desktop ? '' : 'mb-28'}`}
          >
            <CheckoutBill c={c} />
            {desktop && <PlaceOrderButton c={c} placing={order.placing} onPlace={order.place} />}
          </aside>
        </div>
        {!desktop && (
          <MobileNextBar
            total={c.summary.data?.total ?? null}
            rest={restToPay(c)}
            estimated={Boolean(c.summary.data?.weighed)}
            items={c.cart.data?.cart.item_count ?? 0}
            label={order.placing ? 'Placing…' : 'Place Order'}
            busy={order.placing}
            onPress={order.place}
            disabled={c.locationUnavailable || c.summary.isPlaceholderData}
          />
        )}
        {slotOpen && <SlotPicker c={c} open onOpenChange={setSlotOpen} onMethod={changeMethod} />}
        {order.refused && (
          <OrderChangesDialog
            refused={order.refused}
            method={c.method?.name ?? null}
            onClose={order.closeRefused}
            onChooseSlot={() => setSlotOpen(true)}
          />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:px-6 md:py-8">
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">Order Summary</h1>
      {body}
      {payAlert.element}
    </div>
  );
}
