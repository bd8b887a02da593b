/**
 * Small browser-state readers and shell events. The shell announces what the user asked for with
 * window events (open the login modal, log out, choose a location, share), so the features that
 * answer them plug in without the shell importing them.
 */
import { useSyncExternalStore } from 'react';
import { subscribeStorage, useSession } from '../../lib/session';

export { SESSION_KEY, STORAGE_CHANGED_EVENT } from '../../lib/session';
/** localStorage key the shell reads (written by the location feature). */
export const LOCATION_KEY = 'larder.location';
/** sessionStorage key the category listing reads for its Grid/List view. */
export const VIEW_KEY = 'larder.view';

/** Window events the shell dispatches; the account feature (SessionEffects) answers the first two. */
export const SHELL_EVENTS = {
  openLogin: 'larder:open-login',
  logout: 'larder:logout',
  openLocation: 'larder:open-location',
  share: 'larder:share',
} as const;

export interface OpenLoginDetail {
  /** Where to go after signing in (a path inside the app), e.g. '/checkout'. */
  redirect?: string;
}

export const shellEvents = {
  /** The login modal; after signing in the app goes to `redirect` (if signed in already, straight there). */
  openLogin: (redirect?: string) =>
    window.dispatchEvent(new CustomEvent<OpenLoginDetail>(SHELL_EVENTS.openLogin, { detail: redirect ? { redirect } : {} })),
  openLocation: () => window.dispatchEvent(new CustomEvent(SHELL_EVENTS.openLocation)),
  /** Asks to log out (a confirmation follows). */
  logout: () => window.dispatchEvent(new CustomEvent(SHELL_EVENTS.logout)),
  share: () => window.dispatchEvent(new CustomEvent(SHELL_EVENTS.share)),
};

/** Shorthand for the cart and others: `openLogin('/checkout')`. */
export const openLogin = shellEvents.openLogin;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A string field of a JSON object kept in localStorage, or null when absent or malformed. */
function useStoredField(key: string, field: string): string | null {
  // The raw string is the snapshot (stable between reads); parsing it is cheap.
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key),
    () => null,
  );
  if (!raw) return null;
  try {
    const value = (JSON.parse(raw) as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  } catch {
    return null;
  }
}

/** The signed-in customer's full and first name; null for a guest (the spec: signed in when a name is set). */
export function useCustomerName(): { name: string; first: string } | null {
  const session = useSession();
  const name = (session?.customer_name ?? '').trim();
  if (!session || !name) return null;
  return { name, first: session.first_name?.trim() || name.split(/\s+/)[0] || name };
}

/** The chosen delivery location's label, or null before one is chosen. */
export function useLocationLabel(): string | null {
  return useStoredField(LOCATION_KEY, 'label');
}

/** True once the window has scrolled past `px`; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > px,
    () => false,
  );
}

export const HOME_PATHS = ['/', '/home', '/tabs/home'];

/** A category's default view becomes the listing's view (the listing page reads it). */
export function rememberCategoryView(view: 'Grid View' | 'List View' | null | undefined): void {
  if (!view) return;
  try {
    sessionStorage.setItem(VIEW_KEY, view);
  } catch {
    // Storage can be unavailable (private mode); the listing falls back to its own default.
  }
}

/** Back in the app when there is somewhere to go back to, otherwise home. */
export function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}
