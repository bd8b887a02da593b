import type { TAddress } from '@larder/contract/location';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { OutsideAreaNote } from '../../../shared/location/AddressList';
import { Button } from '../../../ui/button';
import { SkeletonLines } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { setTabNotes } from '../checkout-state';
import type { Checkout } from '../use-checkout';
import { radioCard, radioInput, StepCard } from './StepCard';

export const ADD_ADDRESS_HREF = `/add-address?redirect=${encodeURIComponent('/checkout')}`;

export function addressLines(a: TAddress): string {
  return [a.address, a.landmark, a.city, a.zipcode].filter(Boolean).join(', ');
}

/**
 * Step 1: where the order goes — the customer's saved addresses, or a link to add one. One the
 * shop does not deliver to can be chosen only for collection, and Click & Collect is offered.
 */
export function AddressStep({
  c,
  onChange,
  onMethod,
}: {
  c: Checkout;
  onChange: (address: string) => void;
  onMethod: (method: string) => void;
}) {
  const { addresses, address } = c;
  const notesId = useId();
  const pickup = c.method?.is_pickup === 1;
  const collect = c.methods.data?.find((m) => m.is_pickup === 1) ?? null;
  // Only addresses outside the delivery area: say so, and offer collection.
  const onlyOutside = !pickup && !address && Boolean(addresses.data?.some((a) => a.deliverable === 0));
  let body;
  if (addresses.isPending)
    body = (
      <SkeletonLines label="Loading your addresses" className="space-y-2" lines={['h-16 w-full rounded-xl', 'h-16 w-full rounded-xl']} />
    );
  else if (addresses.error)
    body = <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} title="We could not load your addresses" />;
  else if (!addresses.data?.length)
    body = (
      <div className="rounded-xl border border-dashed border-stone-300 p-4 text-sm">
        <p className="font-semibold">No saved addresses yet</p>
        <p className="mt-1 text-muted">Add the address we should deliver to.</p>
        <Link to={ADD_ADDRESS_HREF} className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Plus aria-hidden="true" className="size-4" /> Add a new address
        </Link>
      </div>
    );
  else
    body = (
      <fieldset>
        <legend className="sr-only">Delivery address</legend>
        <div className="grid gap-2 md:grid-cols-2">
          {addresses.data.map((a) => (
            <label key={a.name} className={radioCard}>
              <input
                type="radio"
                name="ship-address"
                value={a.name}
                checked={address?.name === a.name}
                disabled={a.deliverable === 0 && !pickup}
                onChange={() => onChange(a.name)}
                className={radioInput}
              />
              <span className="min-w-0 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {[a.first_name, a.last_name].filter(Boolean).join(' ')}
                  {a.is_default === 1 && (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-muted">Default</span>
                  )}
                </span>
                <span className="mt-0.5 block text-ink/80">{addressLines(a)}</span>
                {a.phone && <span className="mt-0.5 block text-muted">{a.phone}</span>}
                {a.deliverable === 0 && <OutsideAreaNote />}
              </span>
            </label>
          ))}
        </div>
        <Link to={ADD_ADDRESS_HREF} className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <Plus aria-hidden="true" className="size-4" /> Add a new address
        </Link>
      </fieldset>
    );

  return (
    <StepCard id="step-address" n={1} title="Delivery address" done={Boolean(address) && !c.locationUnavailable}>
      {pickup && <p className="mb-3 text-sm text-muted">Not needed for collection, but we keep it on your order for contact.</p>}
      {body}
      {onlyOutside && collect && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="min-w-48 flex-1">
            We cannot deliver to your saved addresses. Add another address, or collect your order from the shop.
          </p>
          <Button size="sm" variant="secondary" onClick={() => onMethod(collect.name)}>
            Choose {collect.shipping_method_name}
          </Button>
        </div>
      )}
      {c.locationUnavailable && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          Shipping is not available to your location! {address?.zipcode}
        </p>
      )}
      <div className="mt-4">
        <label htmlFor={notesId} className="text-sm font-semibold">
          Delivery instructions (optional)
        </label>
        <textarea
          id={notesId}
          value={c.choices.comments}
          onChange={(e) => setTabNotes({ comments: e.target.value.slice(0, 500) })}
          rows={2}
          maxLength={500}
          placeholder="e.g. Leave with the concierge"
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 md:text-sm"
        />
      </div>
    </StepCard>
  );
}
