import type { TAuthResult } from '@larder/contract/customers';

export type AuthView = 'login' | 'register' | 'forgot';

/** Which sign-in view shows, with what the next one starts from (an e-mail, a notice). */
export interface AuthState {
  view: AuthView;
  usr?: string;
  notice?: string;
}

export const AUTH_TITLES: Record<AuthView, string> = {
  login: 'Sign In',
  register: 'Create an account',
  forgot: 'Forgot password',
};

export const AUTH_PATHS: Record<AuthView, string> = {
  login: '/login',
  register: '/register',
  forgot: '/forgetten',
};

export interface AuthFormProps {
  state: AuthState;
  onSwitch: (next: AuthState) => void;
  onSignedIn: (res: TAuthResult) => void;
  /** Focus the first field on mount (the modal: the shopper asked to sign in). */
  autoFocus?: boolean;
}

export const linkButton = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
