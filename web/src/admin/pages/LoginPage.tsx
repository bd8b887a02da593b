import { adminCoreCalls } from '@larder/contract/admin-core';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../shared/forms';
import { ConsoleText } from '../ui/console-fields';
import { adminCall } from '../admin-api';
import { setStaffSession } from '../admin-session';

/** Staff sign-in (separate from customers'); goes on to where they were heading. */
export function LoginPage() {
  const form = useContractForm(adminCoreCalls.admin_login.payload, { defaultValues: { email: '', password: '' } });
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-4">
      <Form
        form={form}
        // Storing the session re-renders the console, which then goes on to `next`.
        onSubmit={async (payload) => setStaffSession(await adminCall('admin_login', payload))}
        className="flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="admin-login-h"
      >
        <h1 id="admin-login-h" className="text-xl font-bold">
          Larder console
        </h1>
        <p className="-mt-2 text-sm text-muted">Sign in with your staff account.</p>
        <ConsoleText name="email" label="E-mail" id="admin-email" type="email" autoComplete="username" />
        <ConsoleText name="password" label="Password" id="admin-password" type="password" autoComplete="current-password" />
        <FormSummary />
        <SubmitButton busy="Signing in…">Sign in</SubmitButton>
      </Form>
    </main>
  );
}
