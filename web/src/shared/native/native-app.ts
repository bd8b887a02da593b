/**
 * The native app's bridges (loaded only inside the Capacitor app): the status bar in the brand
 * colour, the hardware back button, taps on push notifications, links that open the app, the
 * installed version for the update prompt, store links and exiting.
 */
import { App } from '@capacitor/app';
import { PushNotifications } from '@capacitor/push-notifications';
import { StatusBar, Style } from '@capacitor/status-bar';
import { API_BASE } from '../../api/client';
import { pushTargetPath } from '../push/push-route';
import { appLinkPath } from './app-links';

export const STATUS_BAR_COLOUR = '#a51318';

export interface NativeHandlers {
  /** Android back: `canGoBack` says whether the web view has history. */
  onBack: (canGoBack: boolean) => void;
  /** Routes inside the app (a tapped notification, a shop link or app-scheme link). */
  navigate: (path: string) => void;
}

const logged = (what: string) => (err: unknown) => console.warn(`${what} failed`, err);

/** Starts the bridges; the returned function removes the listeners. */
export async function startNativeApp(h: NativeHandlers): Promise<() => void> {
  // Light text on the brand red; the web view does not run under the status bar.
  void StatusBar.setOverlaysWebView({ overlay: false }).catch(logged('Status bar overlay'));
  void StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOUR }).catch(logged('Status bar colour'));
  void StatusBar.setStyle({ style: Style.Dark }).catch(logged('Status bar style'));
  const handles = await Promise.all([
    App.addListener('backButton', ({ canGoBack }) => h.onBack(canGoBack)),
    PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
      const path = pushTargetPath(action.notification.data);
      if (path) h.navigate(path);
    }),
    // Also delivered once at a cold start by a link (the plugin keeps the event until heard).
    App.addListener('appUrlOpen', ({ url }) => {
      const path = appLinkPath(url, shopOrigin());
      if (path) h.navigate(path);
    }),
  ]);
  return () => {
    for (const handle of handles) void handle.remove();
  };
}

function shopOrigin(): string | null {
  try {
    return API_BASE ? new URL(API_BASE).origin : null;
  } catch {
    return null;
  }
}

/** The installed app's version (e.g. '1.0.3'), or null when it cannot be read. */
export async function installedVersion(): Promise<string | null> {
  try {
    return (await App.getInfo()).version;
  } catch (err) {
    console.warn('App version could not be read', err);
    return null;
  }
}

/** Closes the app (Android; iOS apps cannot close themselves, so nothing happens there). */
export async function exitApp(): Promise<void> {
  await App.exitApp().catch(logged('Exit'));
}

/** Opens a store page outside the app: leaving the app's origin hands the URL to the system. */
export function openExternal(url: string): void {
  window.location.href = url;
}
