import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** While offline: what the shopper sees is what they last saw, and prices are checked again later. */
export function OfflineBanner() {
  const online = useOnline();
  // The live region stays in the page so the change is announced.
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner">
      {!online && (
        <p className="flex items-start justify-center gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">You’re offline</strong> — showing what you last saw. Prices and stock are checked again when
            you’re back online.
          </span>
        </p>
      )}
    </div>
  );
}
