import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { LocationChooser } from '../../../shared/location/LocationChooser';
import { notify } from '../../../ui/toast';

/**
 * /location and /location-selection: the full-page chooser (mobile). A served location goes
 * home; a refused one goes to /unavilable-location on mobile (desktop shows the refusal here).
 */
export function LocationPage() {
  usePageMeta({ title: 'Choose Your Location', back: true, hideCart: true });
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-4 md:py-8">
      <h1 className="mb-4 text-2xl font-bold max-md:sr-only">Choose Your Location</h1>
      <p className="mb-4 text-sm text-muted">Tell us where to deliver and we will show what we can bring you.</p>
      <LocationChooser
        variant="page"
        heading="h2"
        onServed={(loc) => {
          notify(`Delivering to ${loc.label}`, { kind: 'success' });
          void navigate('/', { replace: true });
        }}
        onUnserved={desktop ? undefined : (label) => void navigate('/unavilable-location', { state: { label } })}
        footer={
          <Link
            to="/pincode-popup"
            className="flex items-center justify-between rounded-lg border border-line bg-white px-4 py-3 text-sm font-semibold hover:border-brand-600"
          >
            See all postcodes we deliver to
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
    </div>
  );
}
