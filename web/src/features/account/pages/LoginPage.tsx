import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { AlreadySignedIn, AuthFrame, AuthPage } from '../components/AuthPage';
import { AUTH_TITLES } from '../components/auth-state';
import { useAuthPage } from '../components/use-auth-page';

/** /login: e-mail or phone and password, as a page (the header's Sign In opens the same form in a modal). */
export function LoginPage() {
  usePageMeta({ title: 'Login', back: true });
  const session = useSession();
  const page = useAuthPage('login');
  if (session) {
    return (
      <AuthFrame title={AUTH_TITLES.login}>
        <AlreadySignedIn />
      </AuthFrame>
    );
  }
  return <AuthPage title={AUTH_TITLES.login} {...page} />;
}
