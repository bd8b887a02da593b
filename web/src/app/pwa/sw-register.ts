/**
 * Registers the service worker (built app only, never in the native wrapper) after the page has
 * loaded, and tells the update prompt when a new version is waiting. A waiting worker that
 * already serves the version this page runs (the page came from the network) is activated quietly.
 */
import { useSyncExternalStore } from 'react';

const CHECK_EVERY_MS = 60 * 60_000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(w: ServiceWorker | null): void {
  waiting = w;
  for (const l of listeners) l();
}

/** The new version waiting to take over, or null. */
export function useWaitingWorker(): ServiceWorker | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => waiting,
    () => null,
  );
}

/** Asks the worker whether it precaches `path` (this page's own script). */
function workerHas(w: ServiceWorker, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 2000);
    channel.port1.onmessage = (e: MessageEvent<boolean>) => {
      clearTimeout(timer);
      resolve(e.data === true);
    };
    w.postMessage({ type: 'larder:has-asset', path }, [channel.port2]);
  });
}

async function offer(w: ServiceWorker): Promise<void> {
  if (!navigator.serviceWorker.controller) return; // first install: nothing to replace
  // The entry script's name changes with any change to the app, so it identifies the version.
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  if (entry && (await workerHas(w, new URL(entry).pathname))) {
    w.postMessage({ type: 'SKIP_WAITING' }); // same version as this page: no prompt, no reload
    return;
  }
  setWaiting(w);
}

/** Refresh: the waiting version takes over and the page reloads into it. */
export function applyUpdate(): void {
  const w = waiting;
  if (!w) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  w.postMessage({ type: 'SKIP_WAITING' });
  setWaiting(null);
}

/** Later: hide the prompt for now (it comes back on the next visit). */
export function dismissUpdate(): void {
  setWaiting(null);
}

let registered = false;

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = async () => {
    try {
      const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      if (reg.waiting) void offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const w = reg.installing;
        w?.addEventListener('statechange', () => {
          if (w.state === 'installed') void offer(w);
        });
      });
      let lastCheck = Date.now();
      const check = () => {
        if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
        lastCheck = Date.now();
        reg.update().catch(() => {});
      };
      document.addEventListener('visibilitychange', check);
      setInterval(check, CHECK_EVERY_MS);
    } catch (err) {
      console.warn('Service worker registration failed', err);
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
