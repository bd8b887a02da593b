import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop layout at 768 px and wider (the spec's breakpoint). */
export const DESKTOP_QUERY = '(min-width: 768px)';
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
