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

/** A marketing push sent from the console (the hourly limit counts these rows). */
export interface PushCampaignTable {
  id: string;
  title: string;
  body: string;
  target_type: 'Product' | 'Product Category';
  route: string;
  staff_id: string;
  staff_email: string;
  sent: number;
  failed: number;
  removed: number;
  created_at: string;
}

/** A "notify me when back in stock" request; one per e-mail, product and combination. */
export interface StockNotificationTable {
  id: string;
  product_id: string;
  attribute_key: string;
  email: string;
  user_name: string;
  created_at: string;
  notified_at: string | null;
}
