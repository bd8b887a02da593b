/**
 * The shopper's checkout choices. Address, method, way to pay, wallet and points are kept with
 * the cart on the server (get/set_checkout_choices), so a reload, a discarded tab or another
 * device resumes the checkout; the slot is the server's hold (get_delivery_slot_hold) and the
 * coupon lives on the server's cart. Only this tab's notes stay here (sessionStorage): the
 * delivery instructions being typed, the coupon just applied and the order just placed.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useCheckoutChoicesQuery, useSetCheckoutChoices } from '../../shared/checkout/checkout-choices';

interface TabNotes {
  /** The coupon code the shopper applied (the cart keeps it; this is for showing it). */
  coupon: string | null;
  comments: string;
  /** The order just placed from this checkout: coming Back to /checkout then leaves it. */
  placed: string | null;
}

export interface CheckoutChoices extends TabNotes {
  /** Address id the shopper picked; null means "the default address". */
  address: string | null;
  /** Shipping method id; null until chosen (changing the address resets it, as the spec says). */
  method: string | null;
  /** Payment method name from get_payment_method; null means the first one offered. */
  payment: string | null;
  useWallet: boolean;
  usePoints: boolean;
}

const KEY = 'larder.checkout';
const EVENT = 'larder:checkout';
const EMPTY: TabNotes = { coupon: null, comments: '', placed: null };

let cachedRaw: string | null | undefined;
let cached: TabNotes = EMPTY;
/** Where the notes live when sessionStorage cannot be used (private mode): this page's life. */
let memoryRaw: string | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return memoryRaw;
  }
}

export function getTabNotes(): TabNotes {
  const raw = read();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TabNotes>) : {};
    cached = { coupon: parsed.coupon ?? null, comments: parsed.comments ?? '', placed: parsed.placed ?? null };
  } catch {
    cached = EMPTY;
  }
  return cached;
}

export function setTabNotes(patch: Partial<TabNotes>): void {
  const raw = JSON.stringify({ ...getTabNotes(), ...patch });
  try {
    sessionStorage.setItem(KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** After an order: the next checkout starts fresh (the server clears its choices with the cart). */
export function resetTabNotes(placed: string | null): void {
  setTabNotes({ ...EMPTY, placed });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

export type ServerChoice = Partial<Pick<CheckoutChoices, 'address' | 'method' | 'payment' | 'useWallet' | 'usePoints'>>;

/**
 * Choices sent to the server and not answered yet, shown at once (a radio or a checkbox must
 * change as it is clicked, not a round trip later). Cleared when the last answer arrives.
 */
let pendingChoices: ServerChoice = {};
let inFlight = 0;
const getPending = () => pendingChoices;

/** The choices as the checkout uses them; `pending` until the server's have been read. */
export function useCheckoutChoices(): CheckoutChoices & { pending: boolean } {
  const notes = useSyncExternalStore(subscribe, getTabNotes, () => EMPTY);
  const sent = useSyncExternalStore(subscribe, getPending, () => pendingChoices);
  const q = useCheckoutChoicesQuery();
  const s = q.data;
  return {
    ...notes,
    address: s?.ship_addr ?? null,
    method: s?.shipping_method ?? null,
    payment: s?.payment_method ?? null,
    useWallet: s?.use_wallet ?? false,
    usePoints: s?.use_points ?? false,
    ...sent,
    pending: q.isPending && q.fetchStatus !== 'idle',
  };
}

/** Changes choices kept on the server (shown at once; the server's answer then stands). */
export function useChoose() {
  const { mutateAsync } = useSetCheckoutChoices();
  return useCallback(
    (c: ServerChoice) => {
      // The server resets the method with a new address (the spec): show that at once too.
      pendingChoices = { ...pendingChoices, ...(c.address !== undefined && c.method === undefined ? { method: null } : {}), ...c };
      inFlight++;
      window.dispatchEvent(new CustomEvent(EVENT));
      // Every call's own promise settles (a later call does not silence an earlier one's).
      void mutateAsync({
        ...(c.address !== undefined ? { ship_addr: c.address } : {}),
        ...(c.method !== undefined ? { shipping_method: c.method } : {}),
        ...(c.payment !== undefined ? { payment_method: c.payment } : {}),
        ...(c.useWallet !== undefined ? { use_wallet: c.useWallet } : {}),
        ...(c.usePoints !== undefined ? { use_points: c.usePoints } : {}),
      })
        .catch(() => undefined)
        .finally(() => {
          if (--inFlight > 0) return;
          pendingChoices = {};
          window.dispatchEvent(new CustomEvent(EVENT));
        });
    },
    [mutateAsync],
  );
}
