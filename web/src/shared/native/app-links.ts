/**
 * Links that open the native app (Android intent filters, iOS URL types): the shop's own https
 * links (/cl/{route}, /pr/{route}) and the app's scheme (uk.larder.shop://cl/meat). Each becomes
 * the path the web router shows; any other link is not the app's.
 */
import { safeAppPath } from '../push/push-route';

/** The custom URL scheme (the app id, as capacitor.config.ts and the native projects name it). */
export const APP_SCHEME = 'uk.larder.shop';

export function appLinkPath(url: string, shopOrigin: string | null): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol === `${APP_SCHEME}:`) {
    // uk.larder.shop://cl/meat parses with host 'cl'; uk.larder.shop:///cl/meat with an empty host.
    const path = `${u.host ? `/${u.host}` : ''}${u.pathname}` || '/';
    return safeAppPath(`${path.startsWith('/') ? path : `/${path}`}${u.search}${u.hash}`);
  }
  return shopOrigin ? safeAppPath(url, shopOrigin) : null;
}
