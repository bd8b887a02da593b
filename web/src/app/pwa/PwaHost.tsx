import { lazy, Suspense, useEffect, useState } from 'react';
import { startAppConfig } from '../../lib/app-config';

const PwaServices = lazy(() => import('./PwaServices').then((m) => ({ default: m.PwaServices })));

/**
 * Mounted once in the layout. Starts the live app config at once (the shell reads it) and loads
 * the rest of the app-shell services — service worker, update prompt, offline banner, push,
 * session recording, native bridges — once the page has loaded, out of the first load's way.
 */
export function PwaHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stop = startAppConfig();
    const go = () => setReady(true);
    let cancel = () => {};
    const onLoad = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(go, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(go, 1000);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      stop();
      window.removeEventListener('load', onLoad);
      cancel();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <PwaServices />
    </Suspense>
  ) : null;
}
