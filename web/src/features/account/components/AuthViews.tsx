import type { TAuthResult } from '@larder/contract/customers';
import { useQueryClient } from '@tanstack/react-query';
import { startSession, welcome } from '../session-actions';
import type { AuthFormProps } from './auth-state';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/**
 * The sign-in views (login, register, forgot password) shared by the modal and the pages. On
 * success it stores the session and greets the customer, then tells its container.
 */
export function AuthViews({ onSignedIn, ...rest }: AuthFormProps) {
  const qc = useQueryClient();
  const props = {
    ...rest,
    onSignedIn: (res: TAuthResult) => {
      startSession(qc, res);
      welcome(res);
      onSignedIn(res);
    },
  };
  const { state } = props;
  // A new state (another view, or back to login with a notice) starts a fresh form.
  const key = `${state.view}|${state.usr ?? ''}|${state.notice ?? ''}`;
  switch (state.view) {
    case 'register':
      return <RegisterForm key={key} {...props} />;
    case 'forgot':
      return <ForgotPasswordForm key={key} state={state} onSwitch={props.onSwitch} autoFocus={props.autoFocus} />;
    default:
      return <LoginForm key={key} {...props} />;
  }
}
