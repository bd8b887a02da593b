import { useId, useState } from 'react';
import { AUTH_TITLES, type AuthState } from './auth-state';
import { AuthViews } from './AuthViews';

/**
 * What account pages show a guest: why to sign in, and the sign-in forms in place. Once signed
 * in, the page itself renders (it reads the session).
 */
export function GuestGate({ title, text }: { title: string; text: string }) {
  const [state, setState] = useState<AuthState>({ view: 'login' });
  const headingId = useId();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 mb-5 text-sm text-muted">{text}</p>
      <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <h2 id={headingId} className="mb-4 text-lg font-bold">
          {AUTH_TITLES[state.view]}
        </h2>
        <AuthViews state={state} onSwitch={setState} onSignedIn={() => {}} />
      </section>
    </div>
  );
}
