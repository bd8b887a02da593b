import { Heart, Home, LayoutGrid, User } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useCounts } from '../../lib/counts-store';
import { CountBadge } from './CountBadge';
import { isSideTab } from './use-tab-back';

const TAB_ROUTES = ['/', '/home', '/category', '/wishlist', '/my-profile'];

/** The bottom tab bar shows on mobile only at the spec's tab routes and under /tabs/. */
export function isTabRoute(pathname: string): boolean {
  return TAB_ROUTES.includes(pathname) || pathname.startsWith('/tabs/') || pathname === '/tabs';
}

const TABS = [
  { to: '/tabs/home', label: 'Home', icon: Home, match: ['/', '/home', '/tabs/home'] },
  { to: '/tabs/category', label: 'Categories', icon: LayoutGrid, match: ['/category', '/tabs/category'] },
  { to: '/tabs/wishlist', label: 'Wishlist', icon: Heart, match: ['/wishlist', '/tabs/wishlist'] },
  { to: '/tabs/my-profile', label: 'Account', icon: User, match: ['/my-profile', '/tabs/my-profile'] },
];

/**
 * Mobile tab bar. The home tab resets navigation to home (it replaces the current entry), and
 * moving between the other tabs replaces too, so back from any tab lands on home, not on the
 * previous tab (the Android-style back of the spec; see useTabBack for the rest).
 */
export function BottomTabs() {
  const { pathname } = useLocation();
  const { wishlist } = useCounts();
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="grid grid-cols-4">
        {TABS.map((t) => {
          const current = t.match.includes(pathname);
          return (
            <li key={t.to}>
              <Link
                to={t.to}
                replace={t.to === '/tabs/home' || isSideTab(pathname)}
                aria-current={current ? 'page' : undefined}
                className={`relative flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${current ? 'text-brand-600' : 'text-muted'}`}
              >
                <t.icon aria-hidden="true" className="size-5" strokeWidth={current ? 2.4 : 2} />
                {t.label}
                {t.to === '/tabs/wishlist' && <CountBadge count={wishlist} className="top-1 left-[calc(50%+2px)]" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
