import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { areaText, useAreaList } from '../../../shared/location/api/get-all-area-list';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { checkPostcode, notAvailableText } from '../../../shared/location/check-location';
import { writeLocation } from '../../../shared/location/location-store';
import { useIsDesktop } from '../../../lib/use-media-query';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { notify } from '../../../ui/toast';

/** /pincode-popup: every served area as 'area - zipcode'; tapping one checks it and chooses it. */
export function PincodePopupPage() {
  usePageMeta({ title: 'Postcodes we deliver to', back: true, hideCart: true });
  const areas = useAreaList();
  const { data: settings } = useWebsiteSettings();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const [checking, setChecking] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const choose = async (a: { zipcode: string; area: string; city: string }) => {
    setChecking(a.zipcode);
    setMessage(null);
    const outcome = await checkPostcode(qc, settings, { ...a, fromPincodeList: true });
    setChecking(null);
    if (outcome.kind === 'served') {
      writeLocation(outcome.location);
      notify(`Delivering to ${outcome.location.label}`, { kind: 'success' });
      void navigate('/', { replace: true });
    } else if (outcome.kind === 'unserved') {
      if (desktop) setMessage(notAvailableText(outcome.label));
      else void navigate('/unavilable-location', { state: { label: outcome.label } });
    } else {
      setMessage(outcome.message);
    }
  };

  const list = areas.data ?? [];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-4 md:py-8">
      <h1 className="mb-1 text-2xl font-bold max-md:sr-only">Postcodes we deliver to</h1>
      <p className="mb-4 text-sm text-muted">Choose your area to see what we can deliver there.</p>
      {message && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
      {areas.isPending && !list.length ? (
        <div aria-busy="true" aria-label="Loading postcodes" className="space-y-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : areas.isError && !list.length ? (
        <ErrorState error={areas.error} title="We could not load our postcodes" onRetry={() => void areas.refetch()} />
      ) : !list.length ? (
        <EmptyState title="No delivery areas yet" text="We have not listed any areas. Search for your postcode instead." />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
          {list.map((a) => (
            <li key={a.name}>
              <button
                type="button"
                disabled={checking !== null}
                aria-busy={checking === a.zipcode || undefined}
                onClick={() => void choose(a)}
                className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left text-[15px] hover:bg-brand-50 disabled:opacity-70"
              >
                <span>{areaText(a)}</span>
                {checking === a.zipcode ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin text-muted" />
                ) : (
                  <ChevronRight aria-hidden="true" className="size-4 text-muted" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
