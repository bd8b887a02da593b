import { CalendarClock, MapPin, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SkeletonLines } from '../../../ui/skeleton';
import type { CartCheckout } from '../use-cart-checkout';

function Row({ icon, title, testId, children }: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-3">
      <span className="mt-0.5 shrink-0 text-brand-600">{icon}</span>
      <div className="min-w-0 flex-1 text-sm">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-0.5 text-ink/80" data-testid={testId}>
          {children}
        </div>
      </div>
    </div>
  );
}

const notYet = <span className="text-muted">Not chosen yet</span>;

/** The mobile cart's delivery address, shipping method and delivery slot (spec section 2), from the server's checkout. */
export function CartCheckoutBlocks({ c, onChange }: { c: CartCheckout; onChange: () => void }) {
  let body;
  if (!c.signedIn) body = <p className="py-3 text-sm text-muted">Sign in to choose your address, delivery method and slot.</p>;
  else if (c.loading)
    body = (
      <SkeletonLines
        label="Loading your delivery choices"
        className="space-y-2 py-3"
        lines={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']}
      />
    );
  else
    body = (
      <div className="divide-y divide-line">
        {c.pickup ? (
          <Row icon={<Store aria-hidden="true" className="size-5" />} title="Collect from" testId="cart-address">
            {c.method?.description || 'The shop'}
          </Row>
        ) : (
          <Row icon={<MapPin aria-hidden="true" className="size-5" />} title="Delivery address" testId="cart-address">
            {c.address ? [c.address.address, c.address.city, c.address.zipcode].filter(Boolean).join(', ') : notYet}
          </Row>
        )}
        <Row icon={<Truck aria-hidden="true" className="size-5" />} title="Shipping method" testId="cart-method">
          {c.method ? c.method.shipping_method_name : notYet}
        </Row>
        <Row
          icon={<CalendarClock aria-hidden="true" className="size-5" />}
          title={c.pickup ? 'Collection slot' : 'Delivery slot'}
          testId="cart-slot"
        >
          {c.slot ? `${c.slot.format_date}, ${c.slot.slot_label}` : c.method && !c.slotsNeeded ? 'No slot needed' : notYet}
        </Row>
      </div>
    );
  return (
    <section aria-labelledby="cart-delivery-h" className="rounded-2xl border border-line bg-white px-4 pt-3">
      <div className="flex items-center justify-between">
        <h2 id="cart-delivery-h" className="text-base font-bold">
          Delivery
        </h2>
        {c.signedIn && (
          <button
            type="button"
            onClick={onChange}
            className="text-sm font-semibold text-brand-700 hover:underline"
            aria-label="Change delivery choices"
          >
            Change
          </button>
        )}
      </div>
      {body}
    </section>
  );
}
