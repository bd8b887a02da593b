/**
 * One way to share from anywhere in the app: the Capacitor Share plugin inside the native app, the
 * Web Share API in a browser that has it. Links to app pages are made public first (inside the
 * app, the page address is capacitor://localhost/..., which nobody else can open).
 */
import { API_BASE } from '../../api/client';
import { isNativePlatform } from './platform';

export interface ShareContent {
  title: string;
  text?: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'dismissed' | 'unavailable';

/** True when a device share sheet exists (then a "More ways to share" button makes sense). */
export function canShare(): boolean {
  return isNativePlatform() || (typeof navigator !== 'undefined' && typeof navigator.share === 'function');
}

/** An app URL as others can open it: the shop's public origin instead of the app's local one. */
export function publicUrl(url: string): string {
  try {
    const u = new URL(url, window.location.href);
    if (isNativePlatform() && API_BASE && u.origin === window.location.origin) return `${API_BASE}${u.pathname}${u.search}${u.hash}`;
    return u.href;
  } catch {
    return url;
  }
}

export async function share(content: ShareContent): Promise<ShareOutcome> {
  const data = { title: content.title, text: content.text, url: publicUrl(content.url) };
  if (isNativePlatform()) {
    const { Share } = await import('@capacitor/share');
    try {
      await Share.share({ ...data, dialogTitle: content.title });
      return 'shared';
    } catch {
      return 'dismissed';
    }
  }
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return 'unavailable';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'dismissed' : 'unavailable';
  }
}
