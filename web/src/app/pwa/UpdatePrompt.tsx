import { RefreshCw } from 'lucide-react';
import { applyUpdate, dismissUpdate, useWaitingWorker } from './sw-register';

/** Web: a new version of the app is waiting — Refresh switches to it now, Later keeps this one. */
export function UpdatePrompt() {
  const waiting = useWaitingWorker();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3"
    >
      {waiting && (
        <div className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-ink py-2.5 pr-2.5 pl-4 text-white shadow-xl">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1 text-sm font-medium">A new version of Larder is available</p>
          <button type="button" onClick={dismissUpdate} className="rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-white/10">
            Later
          </button>
          <button
            type="button"
            onClick={applyUpdate}
            className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-ink hover:bg-stone-100"
          >
            Refresh
          </button>
        </div>
      )}
    </div>
  );
}
