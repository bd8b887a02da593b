/**
 * Push inside the native app: asks for permission, registers with FCM/APNs through the Capacitor
 * plugin and hands back the device token; the caller registers it with the shop.
 */
import { PushNotifications } from '@capacitor/push-notifications';

export class PushBlockedError extends Error {
  constructor() {
    super('Notifications are turned off for Larder. Turn them on in your phone’s settings, then try again.');
    this.name = 'PushBlockedError';
  }
}

export async function nativePushPermission(): Promise<'granted' | 'denied' | 'prompt'> {
  const { receive } = await PushNotifications.checkPermissions();
  return receive === 'granted' ? 'granted' : receive === 'denied' ? 'denied' : 'prompt';
}

/** The device's push token (asks for permission first when needed). */
export async function nativePushToken(timeoutMs = 20_000): Promise<string> {
  let { receive } = await PushNotifications.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') receive = (await PushNotifications.requestPermissions()).receive;
  if (receive !== 'granted') throw new PushBlockedError();
  return new Promise<string>((resolve, reject) => {
    const handles: Promise<{ remove: () => Promise<void> }>[] = [];
    const done = () => {
      clearTimeout(timer);
      for (const h of handles) void h.then((x) => x.remove());
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The phone did not answer the notification request. Please try again.'));
    }, timeoutMs);
    handles.push(
      PushNotifications.addListener('registration', (token) => {
        done();
        resolve(token.value);
      }),
      PushNotifications.addListener('registrationError', (err) => {
        done();
        reject(new Error(err.error || 'Notifications could not be set up on this phone.'));
      }),
    );
    PushNotifications.register().catch((err: unknown) => {
      done();
      reject(err instanceof Error ? err : new Error('Notifications could not be set up on this phone.'));
    });
  });
}

/** Stops push to this device (deletes the FCM token / unregisters from APNs). */
export async function nativePushOff(): Promise<void> {
  await PushNotifications.unregister();
}
