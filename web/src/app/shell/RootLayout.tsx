import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useIsDesktop } from '../../lib/use-media-query';
import { PwaHost } from '../pwa/PwaHost';
import { BottomTabs, isTabRoute } from './BottomTabs';
import { DesktopHeader } from './DesktopHeader';
import { FloatingCartButton } from './FloatingCartButton';
import { MobileHeader } from './MobileHeader';
import { useTabBack } from './use-tab-back';

// Kept out of the home route's first load (npm run bundle-report). The announcement bar's data
// arrives after first paint anyway, so its code may come with it.
const AnnouncementBar = lazy(() =>
  import('../../features/content/components/AnnouncementBar').then((m) => ({ default: m.AnnouncementBar })),
);
// Below the fold and desktop-only: phones never download it.
const DesktopFooter = lazy(() => import('./DesktopFooter').then((m) => ({ default: m.DesktopFooter })));

const NO_FLOATING_CART = ['/yourcart', '/checkout', '/order-summary'];

export function RootLayout() {
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  const tabs = !desktop && isTabRoute(pathname);
  useTabBack(!desktop);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      {desktop ? <DesktopHeader /> : <MobileHeader />}
      <PwaHost />
      <Suspense fallback={<div aria-hidden="true" className="h-11 border-b border-brand-100 bg-brand-50 md:h-9" />}>
        <AnnouncementBar />
      </Suspense>
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${tabs ? 'pb-[calc(3.5rem+env(safe-area-inset-bottom))]' : ''}`}>
        <Outlet />
      </main>
      {desktop && (
        <Suspense fallback={null}>
          <DesktopFooter />
        </Suspense>
      )}
      {desktop && !NO_FLOATING_CART.includes(pathname) && <FloatingCartButton />}
      {tabs && <BottomTabs />}
      <ScrollRestoration />
    </div>
  );
}
