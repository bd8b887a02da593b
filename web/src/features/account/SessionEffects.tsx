import { lazy, Suspense, useEffect, useState } from 'react';
import { type OpenLoginDetail, SHELL_EVENTS } from '../../app/shell/shell-state';
import { getGuestId, getSession, setGuestId, updateSessionName, useSession } from '../../lib/session';
import { useCheckGuest } from './api/check-guest-customer';
import { useCustomerInfo } from './api/get-customer-info';
import { safeRedirect } from './session-actions';

// The dialogs (and the forms under them) load on first use, keeping them out of the first load.
const AuthModal = lazy(() => import('./components/AuthModal').then((m) => ({ default: m.AuthModal })));
const LogoutDialog = lazy(() => import('./components/LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

type Navigate = (to: string, opts?: { replace?: boolean }) => void;

/**
 * App-wide session work, mounted once: checks a stored guest reference and refreshes the
 * signed-in customer's details on start, and answers the shell's `larder:open-login` (the login
 * modal, then the `redirect` it names) and `larder:logout` (confirm, then sign out and go home).
 */
export function SessionEffects({ navigate }: { navigate: Navigate }) {
  const session = useSession();

  // The guest reference stored at start is checked once; the server may hand back a fresh one.
  const [startGuest] = useState(getGuestId);
  const guest = useCheckGuest(session ? null : startGuest);
  useEffect(() => {
    const id = guest.data?.customer_id;
    if (id && !getSession() && id !== getGuestId()) setGuestId(id);
  }, [guest.data]);

  // The stored name follows the server's (changed on another device, say).
  const info = useCustomerInfo();
  useEffect(() => {
    const c = info.data;
    const s = getSession();
    if (!c || !s || c.name !== s.customer_id) return;
    if (
      s.customer_name !== c.full_name ||
      s.first_name !== c.first_name ||
      s.last_name !== c.last_name ||
      s.email !== c.email ||
      s.phone !== c.phone
    ) {
      updateSessionName({ customer_name: c.full_name, first_name: c.first_name, last_name: c.last_name, email: c.email, phone: c.phone });
    }
  }, [info.data]);

  // null until first asked for, so the dialogs' code is not loaded before then.
  const [login, setLogin] = useState<{ open: boolean; redirect: string | null; seq: number } | null>(null);
  const [logoutOpen, setLogoutOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const onOpenLogin = (e: Event) => {
      const detail = (e as CustomEvent<OpenLoginDetail | null>).detail;
      const redirect = safeRedirect(detail?.redirect);
      if (getSession()) {
        if (redirect) navigate(redirect);
        return;
      }
      setLogin((l) => ({ open: true, redirect, seq: (l?.seq ?? 0) + 1 }));
    };
    const onLogout = () => {
      if (getSession()) setLogoutOpen(true);
    };
    window.addEventListener(SHELL_EVENTS.openLogin, onOpenLogin);
    window.addEventListener(SHELL_EVENTS.logout, onLogout);
    return () => {
      window.removeEventListener(SHELL_EVENTS.openLogin, onOpenLogin);
      window.removeEventListener(SHELL_EVENTS.logout, onLogout);
    };
  }, [navigate]);

  return (
    <Suspense fallback={null}>
      {login && (
        <AuthModal
          // Each opening starts at the login view.
          key={login.seq}
          open={login.open}
          onOpenChange={(open) => setLogin((l) => (l ? { ...l, open } : l))}
          onSignedIn={() => {
            if (login.redirect) navigate(login.redirect);
          }}
        />
      )}
      {logoutOpen !== null && (
        <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onSignedOut={() => navigate('/', { replace: true })} />
      )}
    </Suspense>
  );
}
