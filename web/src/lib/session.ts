/**
 * Who the shopper is, as the browser remembers it: the signed-in customer's API key pair and
 * details (never a password), or a guest's reference. Kept in localStorage so the mobile wrapper
 * (capacitor://localhost, where cookies are unreliable) works the same as the web.
 */
import { useSyncExternalStore } from 'react';

export const SESSION_KEY = 'larder.session';
export const GUEST_KEY = 'larder.guest';
/** Dispatched after a change in this tab; the `storage` event covers other tabs. */
export const STORAGE_CHANGED_EVENT = 'larder:storage';

export interface Session {
  api_key: string;
  api_secret: string;
  customer_id: string;
  customer_name: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* private mode: the session lasts as long as the page */
  }
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT));
}

let cachedRaw: string | null | undefined;
let cached: Session | null = null;

export function getSession(): Session | null {
  const raw = read(SESSION_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const s = raw ? (JSON.parse(raw) as Partial<Session>) : null;
    cached = s?.api_key && s.api_secret && s.customer_id ? (s as Session) : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function setSession(s: Session): void {
  write(SESSION_KEY, JSON.stringify(s));
  // A signed-in customer no longer has a guest reference: its cart is now theirs.
  write(GUEST_KEY, null);
}

export function updateSessionName(fields: Pick<Session, 'customer_name'> & Partial<Session>): void {
  const s = getSession();
  if (s) write(SESSION_KEY, JSON.stringify({ ...s, ...fields }));
}

export function clearSession(): void {
  write(SESSION_KEY, null);
}

/** "api_key:api_secret" for the Authorization header, when both are present. */
export function sessionToken(): string | null {
  const s = getSession();
  return s ? `${s.api_key}:${s.api_secret}` : null;
}

export function getGuestId(): string | null {
  return getSession() ? null : read(GUEST_KEY);
}

export function setGuestId(id: string): void {
  if (!getSession()) write(GUEST_KEY, id);
}

/** Calls onChange when the stored session, guest id or location changes (this tab or another). */
export function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_CHANGED_EVENT, onChange);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeStorage, getSession, () => null);
}

export function useGuestId(): string | null {
  return useSyncExternalStore(subscribeStorage, getGuestId, () => null);
}
