import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AnnouncementBar } from '../../features/content/components/AnnouncementBar';
import { useIsDesktop } from '../../lib/use-media-query';
import { PwaHost } from '../pwa/PwaHost';
import { BottomTabs, isTabRoute } from './BottomTabs';
import { DesktopFooter } from './DesktopFooter';
import { DesktopHeader } from './DesktopHeader';
import { FloatingCartButton } from './FloatingCartButton';
import { MobileHeader } from './MobileHeader';
import { useTabBack } from './use-tab-back';

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
      <AnnouncementBar />
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${tabs ? 'pb-[calc(3.5rem+env(safe-area-inset-bottom))]' : ''}`}>
        <Outlet />
      </main>
      {desktop && <DesktopFooter />}
      {desktop && !NO_FLOATING_CART.includes(pathname) && <FloatingCartButton />}
      {tabs && <BottomTabs />}
      <ScrollRestoration />
    </div>
  );
}
