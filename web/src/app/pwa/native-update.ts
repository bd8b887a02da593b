import type { TAppConfig } from '../../lib/app-config';

export interface UpdateOffer {
  version: string;
  force: boolean;
}

/**
 * The native app's update prompt (spec §4): when the installed version differs from the server's
 * and show_popup is set. `force` makes Cancel close the app.
 */
export function updateOffer(installed: string | null, server: TAppConfig['app_version'] | undefined): UpdateOffer | null {
  const version = server?.version.trim();
  if (!installed || !server || !version || server.show_popup !== 1 || installed.trim() === version) return null;
  return { version, force: server.force === 1 };
}

/** The spec's dialog text, exactly. */
export function updateText(version: string): string {
  return `A new version(${version}) of this app is available for download. Must update it from PlayStore !`;
}

export function storeUrl(settings: { playstore_url?: string; ios_url?: string } | undefined, platform: string): string | null {
  const url = platform === 'ios' ? settings?.ios_url : settings?.playstore_url;
  return url && /^https?:\/\//.test(url) ? url : null;
}
