/** Where to reach a device: a Web Push subscription, or a native app's push token. */
export interface PushSubscriptionTable {
  id: string;
  customer_id: string | null;
  platform: 'web' | 'android' | 'ios';
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  device_token: string | null;
  created_at: string;
  last_sent_at: string | null;
}
