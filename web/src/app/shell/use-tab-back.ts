import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { HOME_PATHS } from './shell-state';

/** The tabs the Android-style back leaves for the home tab. */
const SIDE_TABS = ['/category', '/tabs/category', '/wishlist', '/tabs/wishlist', '/my-profile', '/tabs/my-profile'];

export const isSideTab = (pathname: string) => SIDE_TABS.includes(pathname);

function historyIndex(): number {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
}

/**
 * Mobile back from the category, wishlist or profile tab goes to the home tab, whatever page was
 * before it: after a back (a POP to an earlier history entry) from one of those tabs to anything
 * but home, the entry is replaced with the home tab.
 */
export function useTabBack(enabled: boolean): void {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<{ pathname: string; index: number } | null>(null);

  useEffect(() => {
    const index = historyIndex();
    const before = previous.current;
    previous.current = { pathname: location.pathname, index };
    if (!enabled || !before || type !== NavigationType.Pop || index >= before.index) return;
    if (isSideTab(before.pathname) && !HOME_PATHS.includes(location.pathname)) {
      void navigate('/tabs/home', { replace: true });
    }
  }, [location, type, enabled, navigate]);
}
