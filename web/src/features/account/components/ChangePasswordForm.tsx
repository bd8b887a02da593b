import { customerCalls, PASSWORD_POLICY } from '@larder/contract/customers';
import { useId } from 'react';
import { z } from 'zod';
import { Form, FormPassword, FormRefusal, FormSummary, SubmitButton, useContractForm } from '../../../shared/forms';
import { useUpdatePassword } from '../api/update-password';
import { WORDS, ZNewPasswordPair } from '../words';

/** update_password's old and new password (the new one by the policy), and the new one again. */
const SCHEMA = ZNewPasswordPair.and(z.object({ old_password: customerCalls.update_password.payload.shape.old_password.unwrap().min(1) }));
const EMPTY = { old_password: '', new_password: '', confirm: '' };

/** Current, new and confirmed password (update_password); other devices are signed out by the server. */
export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const headingId = useId();
  const form = useContractForm(SCHEMA, {
    defaultValues: EMPTY,
    words: { old_password: { required: 'Please enter your current password' }, new_password: WORDS.password },
  });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-bold">
        Change password
      </h2>
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async ({ old_password, new_password }) => {
          const res = await update.mutateAsync({ old_password, new_password });
          if (res.status !== 'Success')
            throw new FormRefusal(res.message, /current password/i.test(res.message) ? 'old_password' : undefined);
          form.reset(EMPTY);
          return res.message;
        }}
      >
        <FormPassword label="Current password" name="old_password" autoComplete="current-password" required />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormPassword label="New password" name="new_password" autoComplete="new-password" required hint={PASSWORD_POLICY} />
          <FormPassword label="Confirm new password" name="confirm" autoComplete="new-password" required />
        </div>
        <FormSummary />
        <SubmitButton busy="Saving…" className="self-start">
          Change password
        </SubmitButton>
      </Form>
    </section>
  );
}
