/**
 * Where tapping a push notification goes — one mapping for the service worker (web) and the
 * Capacitor handler (native). The spec: type Product Category opens /cl/{route}, type Product
 * opens /pr/{route}; a push about the customer's own order opens that order. The payload's
 * additionalData decides; its `url` is the fallback, and only ever a path inside the app.
 */

type Topic = { type: 'Product' | 'Product Category'; route: string } | { type: 'Order'; order_id: string };

/** Each segment encoded, slashes kept (category routes nest: meat/chicken). */
function encodePath(route: string): string {
  return route
    .split('/')
    .filter(Boolean)
    .map((s) => encodeURIComponent(decodeSafe(s)))
    .join('/');
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function asObject(v: unknown): Record<string, unknown> | null {
  if (typeof v === 'string') {
    // Native payloads (FCM data) carry nested objects as JSON strings.
    try {
      return asObject(JSON.parse(v));
    } catch {
      return null;
    }
  }
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function topicOf(data: Record<string, unknown> | null): Topic | null {
  if (!data) return null;
  const type = data.type;
  if ((type === 'Product' || type === 'Product Category') && typeof data.route === 'string' && data.route.trim()) {
    return { type, route: data.route.trim() };
  }
  if (type === 'Order' && (typeof data.order_id === 'string' || typeof data.order_id === 'number') && String(data.order_id).trim()) {
    return { type, order_id: String(data.order_id).trim() };
  }
  return null;
}

/** The app path for a topic. */
export function topicPath(t: Topic): string | null {
  switch (t.type) {
    case 'Product': {
      const p = encodePath(t.route);
      return p ? `/pr/${p}` : null;
    }
    case 'Product Category': {
      const p = encodePath(t.route);
      return p ? `/cl/${p}` : null;
    }
    case 'Order':
      return `/order-detail/${encodeURIComponent(t.order_id)}`;
  }
}

/** A same-app path from a `url` field (absolute URLs only when on `origin`); never another site. */
export function safeAppPath(url: unknown, origin?: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (!origin) return null;
  try {
    const u = new URL(url);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * The path a notification opens: from its additionalData (the payload itself, or the native
 * plugin's `data`, which may hold additionalData as a JSON string), else its url, else null.
 */
export function pushTargetPath(payload: unknown, origin?: string): string | null {
  const p = asObject(payload);
  if (!p) return null;
  const topic = topicOf(asObject(p.additionalData)) ?? topicOf(p);
  const fromTopic = topic ? topicPath(topic) : null;
  return fromTopic ?? safeAppPath(p.url, origin);
}
