import { CalendarClock, CreditCard, MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { addressLines } from '../components/AddressStep';
import { CartLinesSummary } from '../components/CartLinesSummary';
import { CheckoutBill } from '../components/CheckoutBill';
import { CHECKOUT_GRID, CheckoutFrame } from '../components/CheckoutFrame';
import { MobileNextBar } from '../components/MobileNextBar';
import { SlotHoldStatus } from '../components/SlotHoldStatus';
import { paymentWords } from '../use-checkout';
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
  return (
    <CheckoutFrame
      title="Order Summary"
      path="/order-summary"
      loading={(c) => c.methods.isPending || c.addresses.isPending || c.hold.isPending}
    >
      {({ c, desktop, lines, order }) => {
        if (c.missing === 'address' || c.missing === 'method' || (c.missing === 'slot' && !c.slots.isPending))
          return (
            <EmptyState title="A checkout step is not done yet" text={c.missingText ?? undefined}>
              <Link to="/checkout" replace className={buttonClass('primary', 'md', 'mt-2')}>
                Back to checkout
              </Link>
            </EmptyState>
          );
        const pickup = c.method?.is_pickup === 1;
        const edit = (
          <Link to="/checkout" aria-label="Edit delivery and payment" className="text-sm font-semibold text-brand-700 hover:underline">
            Edit
          </Link>
        );
        return (
          <>
            <div className={CHECKOUT_GRID}>
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
                c={c}
                label={order.placing ? 'Placing…' : 'Place Order'}
                busy={order.placing}
                onPress={order.place}
                disabled={c.locationUnavailable}
              />
            )}
          </>
        );
      }}
    </CheckoutFrame>
  );
}
