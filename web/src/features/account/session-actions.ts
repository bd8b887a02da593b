import type { TAuthResult } from '@larder/contract/customers';
import type { QueryClient } from '@tanstack/react-query';
import { setSession, STORAGE_CHANGED_EVENT } from '../../lib/session';
import { notify } from '../../ui/toast';

/** A successful answer must carry the session; one without it is treated as a failed call. */
export function checkAuthResult(res: TAuthResult): TAuthResult {
  if (res.status === 'success' && (!res.api_key || !res.api_secret || !res.customer_id)) {
    throw new Error('The shop did not send a session. Please try signing in again.');
  }
  return res;
}

/**
 * Stores the customer's token and details from a successful login or registration (never the
 * password) and refetches everything, so the merged guest cart and wishlist show at once.
 * Called by the form's container in the same tick as its own reaction (close, navigate), since
 * a page that reads the session re-renders as soon as it is stored.
 */
export function startSession(qc: QueryClient, res: TAuthResult): void {
  if (!res.api_key || !res.api_secret || !res.customer_id) return;
  setSession({
    api_key: res.api_key,
    api_secret: res.api_secret,
    customer_id: res.customer_id,
    customer_name: res.customer_name || [res.first_name, res.last_name].filter(Boolean).join(' ') || (res.email ?? ''),
    first_name: res.first_name,
    last_name: res.last_name,
    email: res.email,
    phone: res.phone,
  });
  void qc.invalidateQueries();
}

/** Every key the app keeps in local and session storage starts with this. */
const APP_PREFIX = 'larder.';

/** Removes the app's keys (session, guest, location, coupon, view...) from both storages. */
export function clearAppStorage(): void {
  for (const store of [localStorage, sessionStorage]) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(APP_PREFIX)) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {
      /* storage unavailable (private mode): nothing was kept */
    }
  }
  // Readers of those keys (the header's location, the session) read again.
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT));
}

/** The greeting after signing in or registering. */
export function welcome(res: TAuthResult): void {
  notify(`Welcome, ${res.first_name || res.customer_name || 'back'}`, { duration: 3000 });
}

/** Where to go after signing in: only paths inside the app (never another site). */
export function safeRedirect(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  return to;
}
