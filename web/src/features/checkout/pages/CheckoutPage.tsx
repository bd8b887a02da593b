import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { ADD_ADDRESS_HREF, AddressStep } from '../components/AddressStep';
import { CartLinesSummary } from '../components/CartLinesSummary';
import { CheckoutBill } from '../components/CheckoutBill';
import { CheckoutSkeleton } from '../components/CheckoutSkeleton';
import { MethodStep } from '../components/MethodStep';
import { MobileNextBar } from '../components/MobileNextBar';
import { OffersStep } from '../components/OffersStep';
import { OrderChangesDialog } from '../components/OrderChangesDialog';
import { PaymentStep } from '../components/PaymentStep';
import { PlacedPanel } from '../components/PlacedPanel';
import { PlaceOrderButton } from '../components/PlaceOrderButton';
import { SlotPicker } from '../components/SlotPicker';
import { SlotStep } from '../components/SlotStep';
import { NOT_AVAILABLE, restToPay, useCheckout } from '../use-checkout';
import { useChangeChoice } from '../use-change-choice';
import { useCheckoutEntry } from '../use-checkout-entry';
import { usePlaceOrder } from '../use-place-order';

const NEXT_LABEL = {
  address: 'Choose Address',
  method: 'Choose Delivery Slot',
  slot: 'Choose Delivery Slot',
  payment: 'Choose Payment',
} as const;

function focusStep(id: string) {
  const el = document.getElementById(id);
  el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el?.focus({ preventScroll: true });
}

/**
 * /checkout: address, delivery method, slot (held by the shop with a countdown), offers and
 * payment, with the server's bill. Desktop: steps left, summary and Place Order right. Mobile:
 * one column and a bottom bar whose one button leads address → slot → pay (the review at
 * /order-summary places the order).
 */
export function CheckoutPage() {
  usePageMeta({ title: 'Checkout', back: true, hideCart: true });
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const c = useCheckout();
  const payAlert = usePaymentAlert();
  const order = usePlaceOrder(c, payAlert.alert);
  const { changeMethod, changeAddress } = useChangeChoice(Boolean(c.hold.data?.hold));
  const [slotOpen, setSlotOpen] = useState(false);
  const lines = c.cart.data?.cart.items;
  const { leaving } = useCheckoutEntry(Boolean(c.session), c.session ? lines?.length : undefined, '/checkout');

  let body;
  if (!c.session)
    body = <SignInPrompt title="Sign in to check out" text="Your cart is kept: sign in and you will come straight back here." />;
  else if (order.placed) body = <PlacedPanel order={order.placed} />;
  else if (leaving || c.cart.isPending || c.choices.pending) body = <CheckoutSkeleton />;
  else if (c.cart.error && !c.cart.data)
    body = <ErrorState error={c.cart.error} onRetry={() => void c.cart.refetch()} title="We could not load your cart" />;
  else if (!lines?.length)
    body = (
      <EmptyState title="No Cart Items Found!" text="Sorry, there're no items in your cart!">
        <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
          <ShoppingBag aria-hidden="true" className="size-4" /> Start shopping
        </Link>
      </EmptyState>
    );
  else {
    const next = () => {
      if (c.missing === 'address') {
        if (c.addresses.data && !c.addresses.data.length) void navigate(ADD_ADDRESS_HREF);
        else focusStep('step-address');
      } else if (c.missing === 'method' || c.missing === 'slot') setSlotOpen(true);
      else if (c.missing === 'payment') focusStep('step-payment');
      else void navigate('/order-summary');
    };
    body = (
      <>
        <div className="md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-4">
            <AddressStep c={c} onChange={(a) => changeAddress(a, c.method?.is_pickup === 1)} onMethod={changeMethod} />
            <MethodStep c={c} onChange={changeMethod} />
            <SlotStep c={c} onOpen={() => setSlotOpen(true)} />
            <OffersStep c={c} alert={payAlert.alert} />
            <PaymentStep c={c} />
          </div>
          {desktop ? (
            <aside
              aria-label="Order summary"
              className="space-y-4 rounded-2xl border border-line bg-white p-5 md:sticky md:top-[calc(var(--header-h,0px)+1rem)]"
            >
              <h2 className="text-lg font-bold">Order summary</h2>
              <div className="max-h-72 overflow-y-auto pr-1">
                <CartLinesSummary lines={lines} />
              </div>
              <CheckoutBill c={c} />
              <PlaceOrderButton c={c} placing={order.placing} onPlace={order.place} />
            </aside>
          ) : (
            <div className="mt-4 space-y-4 pb-28">
              <section aria-labelledby="items-h" className="rounded-2xl border border-line bg-white p-4">
                <details>
                  <summary className="cursor-pointer list-none text-base font-bold marker:hidden">
                    <h2 id="items-h" className="inline">
                      Your items ({c.cart.data?.cart.item_count ?? lines.length})
                    </h2>
                    <span className="ml-2 text-sm font-semibold text-brand-700">Show</span>
                  </summary>
                  <CartLinesSummary lines={lines} />
                </details>
              </section>
              <div className="rounded-2xl border border-line bg-white p-4">
                <CheckoutBill c={c} />
              </div>
            </div>
          )}
        </div>
        {!desktop && (
          <MobileNextBar
            total={c.summary.data?.total ?? null}
            rest={restToPay(c)}
            estimated={Boolean(c.summary.data?.weighed)}
            items={c.cart.data?.cart.item_count ?? 0}
            label={c.missing ? NEXT_LABEL[c.missing] : 'Proceed To Pay'}
            onPress={next}
            disabled={c.locationUnavailable}
            hint={c.locationUnavailable ? NOT_AVAILABLE : null}
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
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">Checkout</h1>
      {body}
      {payAlert.element}
    </div>
  );
}
