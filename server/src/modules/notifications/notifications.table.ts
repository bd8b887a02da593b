/**
 * Where to reach a device: a Web Push subscription (web), a native app's FCM token (android, ios),
 * or a OneSignal subscription id (onesignal: the id itself, saved by the app as its player_id).
 */
export interface PushSubscriptionTable {
  id: string;
  customer_id: string | null;
  platform: 'web' | 'android' | 'ios' | 'onesignal';
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  device_token: string | null;
  created_at: string;
  last_sent_at: string | null;
}
