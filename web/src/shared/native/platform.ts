/**
 * Whether the page runs inside the Capacitor app — read from the bridge Capacitor injects before
 * the app starts, so the plugins' code is only loaded (lazily) where it is used.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

const cap = (): CapacitorGlobal | undefined => (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;

export function isNativePlatform(): boolean {
  return cap()?.isNativePlatform?.() === true;
}

/** 'android', 'ios' or 'web'. */
export function nativePlatform(): 'android' | 'ios' | 'web' {
  const p = cap()?.getPlatform?.();
  return p === 'android' || p === 'ios' ? p : 'web';
}
