import { lazy, Suspense, useEffect, useState } from 'react';
import { SHELL_EVENTS } from '../../app/shell/shell-state';
import { DESKTOP_QUERY } from '../../lib/use-media-query';

// The modal (and the map under it) loads on first use, keeping it out of the first load.
const LocationModal = lazy(() => import('./LocationModal').then((m) => ({ default: m.LocationModal })));

type Navigate = (to: string, opts?: { replace?: boolean }) => void;

/** Pages where the location cannot change (the spec: the location modal does not open on /checkout). */
const NO_LOCATION_CHANGE = ['/checkout'];

/**
 * Answers the shell's 'larder:open-location': the 'Choose Your Location' modal on desktop, the
 * /location page on mobile; nothing on /checkout. Mounted once beside the router.
 */
export function LocationHost({ navigate }: { navigate: Navigate }) {
  const [modal, setModal] = useState<{ open: boolean; seq: number } | null>(null);

  useEffect(() => {
    const onOpen = () => {
      if (NO_LOCATION_CHANGE.includes(window.location.pathname)) return;
      if (!window.matchMedia(DESKTOP_QUERY).matches) {
        navigate('/location');
        return;
      }
      setModal((m) => ({ open: true, seq: (m?.seq ?? 0) + 1 }));
    };
    window.addEventListener(SHELL_EVENTS.openLocation, onOpen);
    return () => window.removeEventListener(SHELL_EVENTS.openLocation, onOpen);
  }, [navigate]);

  return (
    <Suspense fallback={null}>
      {modal && (
        <LocationModal
          // Each opening starts fresh (empty search, no old message).
          key={modal.seq}
          open={modal.open}
          onOpenChange={(open) => setModal((m) => (m ? { ...m, open } : m))}
        />
      )}
    </Suspense>
  );
}
