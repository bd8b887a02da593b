import { getGuestId, getSession, useGuestId, useSession } from '../../lib/session';

/**
 * Whose cart a call touches. A signed-in customer is identified by the token the client sends,
 * so the payload carries no customer; a guest sends its reference on every call.
 */
export function ownerPayload(): { customer?: string } {
  if (getSession()) return {};
  const guest = getGuestId();
  return guest ? { customer: guest } : {};
}

/** The current owner's id (customer or guest), or null for a visitor who has not added anything yet. */
export function currentOwner(): string | null {
  return getSession()?.customer_id ?? getGuestId();
}

/** The owner as React state: changes at sign-in, sign-out and a guest's first add. */
export function useCartOwner(): string | null {
  const session = useSession();
  const guest = useGuestId();
  return session?.customer_id ?? guest;
}

/** Asks the account feature to open its sign-in dialog; after signing in it goes to `redirect`. */
export function requestSignIn(redirect = '/checkout'): void {
  window.dispatchEvent(new CustomEvent('larder:open-login', { detail: { redirect } }));
}
