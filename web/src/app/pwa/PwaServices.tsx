import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../lib/app-config';
import { type Session, useSession } from '../../lib/session';
import { isNativePlatform } from '../../shared/native/platform';
import { safeAppPath } from '../../shared/push/push-route';
import { onHardwareBack } from './back-button';
import { OfflineBanner } from './OfflineBanner';
import { registerServiceWorker } from './sw-register';
import { UpdatePrompt } from './UpdatePrompt';

const NativeUpdatePrompt = lazy(() => import('./NativeUpdatePrompt').then((m) => ({ default: m.NativeUpdatePrompt })));

const native = isNativePlatform();

function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 2000);
}

/** Re-attaches this device's push subscription to whoever is signed in now (never asks for permission). */
function resyncPush(session: Session): void {
  if (!native && !(typeof Notification !== 'undefined' && Notification.permission === 'granted')) return;
  whenIdle(() => {
    import('../../shared/push/push-client')
      .then((m) => m.resyncPush(session))
      .catch((err: unknown) => console.warn('Push registration could not be renewed', err));
  });
}

/**
 * The app-shell services (loaded just after start by PwaHost): service worker and its update
 * prompt, offline banner, session recording when configured, notification taps, push
 * re-registration after sign-in, and the native app's bridges (status bar, back button, update).
 */
export function PwaServices() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const config = useAppConfig();
  const session = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!native) registerServiceWorker();
  }, []);

  // A tapped notification asks the open page to route (the service worker waits for the answer).
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (e: MessageEvent<{ type?: string; path?: unknown } | null>) => {
      const target = e.data?.type === 'larder:navigate' ? safeAppPath(e.data.path) : null;
      if (!target) return;
      void navigate(target);
      e.ports[0]?.postMessage(true);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  // Native: status bar, hardware back, notification taps.
  useEffect(() => {
    if (!native) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import('../../shared/native/native-app')
      .then(async (m) => {
        const off = await m.startNativeApp({
          navigate: (p) => void navigate(p),
          onBack: (canGoBack) =>
            void onHardwareBack(path.current, canGoBack, {
              navigate: (p, opts) => void navigate(p, opts),
              exitApp: () => void m.exitApp(),
              historyBack: () => window.history.back(),
            }),
        });
        if (gone) off();
        else stop = off;
      })
      .catch((err: unknown) => console.warn('Native app bridges failed', err));
    return () => {
      gone = true;
      stop?.();
    };
  }, [navigate]);

  // Session recording only when configured (enabled with an id).
  const recordId = config?.logrocket.enabled === 1 ? config.logrocket.id.trim() : '';
  useEffect(() => {
    if (!recordId) return;
    import('./session-recording')
      .then((m) => m.startSessionRecording(recordId))
      .catch((err: unknown) => console.warn('Session recording could not be loaded', err));
  }, [recordId]);

  // A change to the watched category list refreshes the category menus.
  const categories = config?.category_list.join('|');
  const seenCategories = useRef(categories);
  useEffect(() => {
    if (seenCategories.current !== undefined && categories !== seenCategories.current) {
      void queryClient.invalidateQueries({ queryKey: ['get_parent_categories'] });
    }
    seenCategories.current = categories;
  }, [categories, queryClient]);

  // Sign-in: re-send an existing push subscription for this customer. Sign-out: forget the
  // signed-in customer's catalogue answers kept for offline.
  const customerId = session?.customer_id ?? null;
  const previousCustomer = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const before = previousCustomer.current;
    previousCustomer.current = customerId;
    if (customerId && session && before !== customerId) resyncPush(session);
    if (!customerId && before) navigator.serviceWorker?.controller?.postMessage({ type: 'larder:clear-api-cache' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of customer matters
  }, [customerId]);

  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      {native && (
        <Suspense fallback={null}>
          <NativeUpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
