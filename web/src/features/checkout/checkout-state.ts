/**
 * The shopper's checkout choices, kept for the tab (sessionStorage) so /checkout and
 * /order-summary share them and a reload keeps them. The slot is not here: the server's hold is
 * the slot (get_delivery_slot_hold), and the coupon lives on the server's cart.
 */
import { useSyncExternalStore } from 'react';

export interface CheckoutChoices {
  /** Address id the shopper picked; null means "the default address". */
  address: string | null;
  /** Shipping method id; null until chosen (changing the address resets it, as the spec says). */
  method: string | null;
  /** Payment method name from get_payment_method; null means the first one offered. */
  payment: string | null;
  /** The coupon code the shopper applied (the cart keeps it; this is for showing it). */
  coupon: string | null;
  useWallet: boolean;
  usePoints: boolean;
  comments: string;
  /** The order just placed from this checkout: coming Back to /checkout then leaves it. */
  placed: string | null;
}

const KEY = 'larder.checkout';
const EVENT = 'larder:checkout';
const EMPTY: CheckoutChoices = {
  address: null,
  method: null,
  payment: null,
  coupon: null,
  useWallet: false,
  usePoints: false,
  comments: '',
  placed: null,
};

let cachedRaw: string | null | undefined;
let cached: CheckoutChoices = EMPTY;
/** Where the choices live when sessionStorage cannot be used (private mode): this page's life. */
let memoryRaw: string | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return memoryRaw;
  }
}

export function getCheckoutChoices(): CheckoutChoices {
  const raw = read();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<CheckoutChoices>) } : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

export function setCheckoutChoices(patch: Partial<CheckoutChoices>): void {
  const raw = JSON.stringify({ ...getCheckoutChoices(), ...patch });
  try {
    sessionStorage.setItem(KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** After an order: the next checkout starts fresh, remembering only which order was placed. */
export function resetCheckoutChoices(placed: string | null): void {
  setCheckoutChoices({ ...EMPTY, placed });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

export function useCheckoutChoices(): CheckoutChoices {
  return useSyncExternalStore(subscribe, getCheckoutChoices, () => EMPTY);
}
