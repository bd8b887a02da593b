import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { shellEvents } from '../../app/shell/shell-state';
import { getTabNotes, setTabNotes } from './checkout-state';

/**
 * Entering a checkout page. A guest gets the login modal (and comes back here after signing in).
 * Coming Back to it right after an order was placed (the thank-you page replaced it in history,
 * so Back lands here) leaves for home instead of showing an empty checkout.
 */
export function useCheckoutEntry(signedIn: boolean, cartLines: number | undefined, path: string): { leaving: boolean } {
  const navigate = useNavigate();
  const [placedOnEntry] = useState(() => getTabNotes().placed);

  useEffect(() => {
    if (!signedIn) shellEvents.openLogin(path);
  }, [signedIn, path]);

  useEffect(() => {
    if (!placedOnEntry || cartLines === undefined) return;
    if (cartLines === 0) void navigate('/', { replace: true });
    // A new basket since that order: a fresh checkout.
    else setTabNotes({ placed: null });
  }, [placedOnEntry, cartLines, navigate]);

  return { leaving: Boolean(placedOnEntry) && cartLines === 0 };
}
