import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { AlreadySignedIn, AuthFrame, AuthPage } from '../components/AuthPage';
import { AUTH_TITLES } from '../components/auth-state';
import { useAuthPage } from '../components/use-auth-page';

/** /register and /signup: a new account (the mobile menu's Login goes here, as the spec says). */
export function RegisterPage() {
  usePageMeta({ title: 'Register', back: true });
  const session = useSession();
  const page = useAuthPage('register');
  if (session) {
    return (
      <AuthFrame title={AUTH_TITLES.register}>
        <AlreadySignedIn />
      </AuthFrame>
    );
  }
  return <AuthPage title={AUTH_TITLES.register} {...page} />;
}
