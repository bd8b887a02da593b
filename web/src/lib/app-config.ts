/**
 * The live app config (the spec's realtime JSON: app version, session recording, footer flag,
 * watched category list, push key): read once from GET /api/app-config, then kept current by the
 * server-sent-events stream, which sends it on connect and whenever the shop's settings change.
 * The last answer is remembered so a start without network still knows it. Load errors are only
 * logged (spec §8). The stream closes while the page is hidden for a while and reopens on return.
 */
import type { TAppConfig } from '@larder/contract/content';
import { useSyncExternalStore } from 'react';
import { API_BASE } from '../api/client';

export type { TAppConfig };

const STORAGE_KEY = 'larder.app-config';
/** Hidden this long, the stream is closed (battery, server connections); it reopens when shown. */
const HIDDEN_CLOSE_MS = 5 * 60_000;

function readStored(): TAppConfig | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isAppConfig(v) ? v : null;
  } catch {
    return null;
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A light shape check (the contract's zod schema is not worth its weight in the first load). */
export function isAppConfig(v: unknown): v is TAppConfig {
  return (
    isObj(v) &&
    isObj(v.app_version) &&
    typeof v.app_version.version === 'string' &&
    isObj(v.logrocket) &&
    typeof v.logrocket.id === 'string' &&
    (v.footer === 0 || v.footer === 1) &&
    Array.isArray(v.category_list) &&
    v.category_list.every((c) => typeof c === 'string') &&
    isObj(v.one_signal) &&
    typeof v.one_signal.key === 'string'
  );
}

const listeners = new Set<() => void>();
let current: TAppConfig | null = readStored();
let currentJson = current ? JSON.stringify(current) : '';

/** Takes a config from the server (ignored unless well formed and different). */
export function setAppConfig(next: unknown): void {
  if (!isAppConfig(next)) {
    console.warn('App config ignored: unexpected shape', next);
    return;
  }
  const json = JSON.stringify(next);
  if (json === currentJson) return;
  current = next;
  currentJson = json;
  try {
    localStorage.setItem(STORAGE_KEY, json);
  } catch {
    /* storage unavailable: the config lasts as long as the page */
  }
  for (const l of listeners) l();
}

export function getAppConfig(): TAppConfig | null {
  return current;
}

export function subscribeAppConfig(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The current config, or null before the first answer (and with nothing remembered). */
export function useAppConfig(): TAppConfig | null {
  return useSyncExternalStore(subscribeAppConfig, getAppConfig, () => null);
}

let stopper: (() => void) | null = null;

/** Starts reading the config and following its stream (once; later calls return the same stop). */
export function startAppConfig(base: string = API_BASE): () => void {
  if (stopper) return stopper;
  fetch(`${base}/api/app-config`, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
    .then(setAppConfig)
    .catch((err: unknown) => console.warn('App config could not be loaded', err));

  let source: EventSource | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    if (source || typeof EventSource === 'undefined') return;
    source = new EventSource(`${base}/api/app-config/stream`);
    source.addEventListener('config', (e) => {
      try {
        setAppConfig(JSON.parse((e as MessageEvent<string>).data));
      } catch (err) {
        console.warn('App config update could not be read', err);
      }
    });
    // EventSource reconnects by itself after a drop; nothing to do on error but note it.
  };
  const close = () => {
    source?.close();
    source = null;
  };
  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') hiddenTimer = setTimeout(close, HIDDEN_CLOSE_MS);
    else open();
  };
  open();
  document.addEventListener('visibilitychange', onVisibility);
  stopper = () => {
    clearTimeout(hiddenTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    close();
    stopper = null;
  };
  return stopper;
}
