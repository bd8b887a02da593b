/**
 * Loads a provider's script (Razorpay checkout.js, Stripe.js, Square's Web Payments SDK) at run
 * time, once per page. It rejects when the script cannot load — offline, blocked by the
 * Content-Security-Policy, or too slow — and a later call tries again.
 */
const loading = new Map<string, Promise<void>>();

export class ScriptLoadError extends Error {
  constructor(public readonly src: string) {
    super(`Could not load ${src}`);
    this.name = 'ScriptLoadError';
  }
}

export function loadScript(src: string, timeoutMs = 20_000): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const p = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      el.remove();
      loading.delete(src);
      reject(new ScriptLoadError(src));
    };
    const timer = window.setTimeout(fail, timeoutMs);
    el.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    el.addEventListener('error', fail);
    document.head.appendChild(el);
  });
  loading.set(src, p);
  return p;
}

/** A global the script defines (window.Razorpay, window.Stripe, window.Square), or null. */
export function scriptGlobal<T>(name: string): T | null {
  const value = (window as unknown as Record<string, unknown>)[name];
  return value ? (value as T) : null;
}
