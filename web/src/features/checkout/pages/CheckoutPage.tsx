import { ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ADD_ADDRESS_HREF, AddressStep } from '../components/AddressStep';
import { CartLinesSummary } from '../components/CartLinesSummary';
import { CheckoutBill } from '../components/CheckoutBill';
import { CHECKOUT_GRID, CheckoutFrame } from '../components/CheckoutFrame';
import { MethodStep } from '../components/MethodStep';
import { MobileNextBar } from '../components/MobileNextBar';
import { OffersStep } from '../components/OffersStep';
import { PaymentStep } from '../components/PaymentStep';
import { PlaceOrderButton } from '../components/PlaceOrderButton';
import { SlotStep } from '../components/SlotStep';
import { NOT_AVAILABLE } from '../use-checkout';

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
  const navigate = useNavigate();
  return (
    <CheckoutFrame title="Checkout" path="/checkout" startIcon={<ShoppingBag aria-hidden="true" className="size-4" />}>
      {({ c, desktop, lines, order, alert, openSlot, changeMethod, changeAddress }) => {
        const next = () => {
          if (c.missing === 'address') {
            if (c.addresses.data && !c.addresses.data.length) void navigate(ADD_ADDRESS_HREF);
            else focusStep('step-address');
          } else if (c.missing === 'method' || c.missing === 'slot') openSlot();
          else if (c.missing === 'payment') focusStep('step-payment');
          else void navigate('/order-summary');
        };
        return (
          <>
            <div className={CHECKOUT_GRID}>
              <div className="space-y-4">
                <AddressStep c={c} onChange={(a) => changeAddress(a, c.method?.is_pickup === 1)} onMethod={changeMethod} />
                <MethodStep c={c} onChange={changeMethod} />
                <SlotStep c={c} onOpen={openSlot} />
                <OffersStep c={c} alert={alert} />
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
                c={c}
                label={c.missing ? NEXT_LABEL[c.missing] : 'Proceed To Pay'}
                onPress={next}
                disabled={c.locationUnavailable}
                hint={c.locationUnavailable ? NOT_AVAILABLE : null}
              />
            )}
          </>
        );
      }}
    </CheckoutFrame>
  );
}
