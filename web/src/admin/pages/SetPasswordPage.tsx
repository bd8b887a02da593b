import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { Button } from '../../ui/button';
import { adminCall } from '../admin-api';
import { Field, inputClass } from '../ui/admin-ui';

/** Where the one-time link lands: choose a password (at least 10 characters, letters and numbers). */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const save = useMutation({ mutationFn: () => adminCall('admin_set_password', { token, password }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMismatch(password !== repeat);
    if (password === repeat) save.mutate();
  };
  const result = save.data;
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-4">
      <form
        onSubmit={submit}
        className="flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="set-pw-h"
      >
        <h1 id="set-pw-h" className="text-xl font-bold">
          Set your password
        </h1>
        {result?.status === 'success' ? (
          <>
            <p role="status">{result.message}</p>
            <Link to="/admin/login" className="font-semibold text-brand-700 underline">
              Sign in
            </Link>
          </>
        ) : (
          <>
            <Field label="New password" htmlFor="pw" hint="At least 10 characters, with letters and numbers.">
              <input
                id="pw"
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={inputClass}
              />
            </Field>
            <Field label="Repeat the password" htmlFor="pw2" error={mismatch ? 'The two passwords differ.' : null}>
              <input
                id="pw2"
                type="password"
                autoComplete="new-password"
                required
                aria-invalid={mismatch}
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                className={inputClass}
              />
            </Field>
            {(save.isError || result?.status === 'failed') && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {save.isError ? errorText(save.error) : result?.message}
              </p>
            )}
            <Button type="submit" disabled={!token || save.isPending}>
              Save password
            </Button>
          </>
        )}
      </form>
    </main>
  );
}
