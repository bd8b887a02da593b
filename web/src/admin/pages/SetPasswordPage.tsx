import { adminCoreCalls } from '@larder/contract/admin-core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Form, FormRefusal, FormSummary, SubmitButton, useContractForm } from '../../shared/forms';
import { ConsoleText } from '../ui/console-fields';
import { adminCall } from '../admin-api';

/** admin_set_password's password (the link's token comes from the address), typed twice. */
const SCHEMA = adminCoreCalls.admin_set_password.payload
  .pick({ password: true })
  .extend({ repeat: z.string() })
  .refine((p) => p.password === p.repeat, { path: ['repeat'], error: 'The two passwords differ.' });

/** Where the one-time link lands: choose a password (at least 10 characters, letters and numbers). */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useContractForm(SCHEMA, { defaultValues: { password: '', repeat: '' } });
  const save = useMutation({ mutationFn: (password: string) => adminCall('admin_set_password', { token, password }) });
  const result = save.data;
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-4">
      <Form
        form={form}
        onSubmit={async ({ password }) => {
          const r = await save.mutateAsync(password);
          if (r.status === 'failed') throw new FormRefusal(r.message);
        }}
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
            <ConsoleText
              name="password"
              label="New password"
              id="pw"
              type="password"
              autoComplete="new-password"
              hint="At least 10 characters, with letters and numbers."
            />
            <ConsoleText name="repeat" label="Repeat the password" id="pw2" type="password" autoComplete="new-password" />
            <FormSummary />
            <SubmitButton busy="Saving…" disabled={!token}>
              Save password
            </SubmitButton>
          </>
        )}
      </Form>
    </main>
  );
}
