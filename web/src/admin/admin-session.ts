/**
 * The console's own session: a staff token kept apart from the shopper's (a member of staff may
 * also shop on the same browser). Ends at its expiry, on sign-out, or on any 401.
 */
import type { TStaff } from '@larder/contract/admin-core';
import { useSyncExternalStore } from 'react';

const KEY = 'larder.staff';
const EVENT = 'larder:staff-session';

export interface StaffSession {
  api_key: string;
  api_secret: string;
  expires_at: string;
  staff: TStaff;
}

let cachedRaw: string | null | undefined;
let cached: StaffSession | null = null;

export function getStaffSession(): StaffSession | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as StaffSession) : null;
    } catch {
      cached = null;
    }
  }
  if (cached && new Date(cached.expires_at).getTime() <= Date.now()) return null;
  return cached;
}

export function setStaffSession(s: StaffSession | null): void {
  try {
    if (s) localStorage.setItem(KEY, JSON.stringify(s));
    else localStorage.removeItem(KEY);
  } catch {
    /* private mode: the session lasts as long as the page */
  }
  window.dispatchEvent(new CustomEvent(EVENT));
}

function subscribe(cb: () => void): () => void {
  window.addEventListener(EVENT, cb);
  window.addEventListener('storage', cb);
  return () => {
    window.removeEventListener(EVENT, cb);
    window.removeEventListener('storage', cb);
  };
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, getStaffSession, () => null);
}
