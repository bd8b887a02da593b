import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { AuthFrame, AuthPage } from '../components/AuthPage';
import { AUTH_TITLES } from '../components/auth-state';
import { ResetLinkForm } from '../components/ResetLinkForm';
import { useAuthPage } from '../components/use-auth-page';

/** /forgetten: request a code and set a new password with it, or (?key=) set one from the e-mailed link. */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', back: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = useAuthPage('forgot');
  const key = params.get('key');
  if (key) {
    return (
      <AuthFrame title="Set a new password">
        <ResetLinkForm
          resetKey={key}
          onDone={(notice) => void navigate('/login', { replace: true, state: { notice } })}
          onRequestCode={() => void navigate('/forgetten', { replace: true })}
        />
      </AuthFrame>
    );
  }
  return <AuthPage title={AUTH_TITLES.forgot} {...page} />;
}
