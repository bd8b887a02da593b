/**
 * What a push is about. The spec's tap routing: type Product Category opens /cl/{route},
 * type Product opens /pr/{route}; a push about the customer's own order opens that order.
 */
export type PushTopic =
  { type: 'Product'; route: string } | { type: 'Product Category'; route: string } | { type: 'Order'; order_id: string };

export interface PushMessage {
  title: string;
  body: string;
  topic: PushTopic;
}

/** The wire payload a device receives (the web app's service worker and the native app read it). */
export function pushPayload(m: PushMessage) {
  return { title: m.title, body: m.body, icon: '/icons/icon-192.png', additionalData: m.topic, url: pushUrl(m.topic) };
}

export function pushUrl(t: PushTopic): string {
  switch (t.type) {
    case 'Product':
      return `/pr/${t.route}`;
    case 'Product Category':
      return `/cl/${t.route}`;
    case 'Order':
      return `/order-detail/${encodeURIComponent(t.order_id)}`;
  }
}

/**
 * FCM's data map (strings only), which the Capacitor push plugin hands to the app as
 * `notification.data` on a tap: the topic's fields flat, and additionalData as JSON for readers of
 * the web payload's shape.
 */
export function fcmData(m: PushMessage): Record<string, string> {
  const flat = Object.fromEntries(Object.entries(m.topic).map(([k, v]) => [k, String(v)]));
  return { ...flat, additionalData: JSON.stringify(m.topic), url: pushUrl(m.topic) };
}

/** OneSignal's `data`, which its SDK gives the app as the notification's additionalData (the spec's type and route). */
export function oneSignalData(m: PushMessage): Record<string, string> {
  return { ...m.topic, url: pushUrl(m.topic) };
}
