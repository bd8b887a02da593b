import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../session-actions';
import { AUTH_PATHS, type AuthState, type AuthView } from './auth-state';

/**
 * What the sign-in pages share: the view's state (an e-mail or notice handed over from another
 * view arrives in history state), switching views by URL, and where to go once signed in
 * (`?redirect=` inside the app, otherwise home).
 */
export function useAuthPage(view: AuthView) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const handed = (location.state ?? {}) as Partial<AuthState>;
  const state: AuthState = { view, usr: handed.usr, notice: handed.notice };
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return {
    state,
    onSwitch: (next: AuthState) =>
      void navigate(`${AUTH_PATHS[next.view]}${query}`, { state: { usr: next.usr, notice: next.notice }, replace: !!next.notice }),
    onSignedIn: () => void navigate(redirect ?? '/', { replace: true }),
  };
}
