import { MapPinOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { NOT_PROVIDING } from '../../../shared/location/check-location';
import { buttonClass } from '../../../ui/button';

/** /unavilable-location (spelt so): the place the shopper chose is not served. */
export function UnavailableLocationPage() {
  usePageMeta({ title: 'Location unavailable', back: true, hideCart: true });
  const state: unknown = useLocation().state;
  const label = typeof state === 'object' && state !== null && 'label' in state && typeof state.label === 'string' ? state.label : null;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
      <MapPinOff aria-hidden="true" className="mb-4 size-16 text-brand-600" />
      <h1 className="text-xl font-bold">{NOT_PROVIDING}</h1>
      {label && (
        <p className="mt-2 text-sm text-muted">
          We do not deliver to <span className="font-semibold text-ink">{label}</span> yet.
        </p>
      )}
      <p className="mt-2 text-sm text-muted">Try another postcode, or choose one of the areas we deliver to.</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        <Link to="/location" replace className={buttonClass('primary', 'lg', 'w-full')}>
          Try another location
        </Link>
        <Link to="/pincode-popup" replace className={buttonClass('secondary', 'lg', 'w-full')}>
          See the areas we deliver to
        </Link>
      </div>
    </div>
  );
}
