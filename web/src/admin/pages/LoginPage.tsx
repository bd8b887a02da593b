import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/button';
import { adminCall } from '../admin-api';
import { setStaffSession } from '../admin-session';
import { Field, inputClass } from '../ui/admin-ui';

/** Staff sign-in (separate from customers'); goes on to where they were heading. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => adminCall('admin_login', { email: email.trim(), password }),
    // Storing the session re-renders the console, which then goes on to `next`.
    onSuccess: (r) => setStaffSession(r),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-4">
      <form
        onSubmit={submit}
        className="flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="admin-login-h"
      >
        <h1 id="admin-login-h" className="text-xl font-bold">
          Larder console
        </h1>
        <p className="-mt-2 text-sm text-muted">Sign in with your staff account.</p>
        <Field label="E-mail" htmlFor="admin-email">
          <input
            id="admin-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Password" htmlFor="admin-password">
          <input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </Field>
        {login.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(login.error)}
          </p>
        )}
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
