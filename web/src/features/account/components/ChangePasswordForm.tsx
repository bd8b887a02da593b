import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { useUpdatePassword } from '../api/update-password';
import { collect, PASSWORD_POLICY, passwordProblem } from '../validation';
import { focusFirstInvalid } from './auth-state';
import { FormMessage, PasswordField, serverErrors } from '../../../ui/form-fields';

type Field = 'old_password' | 'new_password' | 'confirm';
const EMPTY: Record<Field, string> = { old_password: '', new_password: '', confirm: '' };

/** Current, new and confirmed password (update_password); other devices are signed out by the server. */
export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = collect<Field>({
      old_password: values.old_password ? null : 'Please enter your current password',
      new_password: passwordProblem(values.new_password),
      confirm: values.confirm === values.new_password ? null : 'The passwords do not match',
    });
    setErrors(found);
    setFormError(null);
    setDone(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    update.mutate(
      { old_password: values.old_password, new_password: values.new_password },
      {
        onSuccess: (res) => {
          if (res.status === 'Success') {
            setValues(EMPTY);
            setDone(res.message);
          } else if (/current password/i.test(res.message)) {
            setErrors({ old_password: res.message });
            focusFirstInvalid(form.current);
          } else setFormError(res.message);
        },
        onError: (err) => {
          const s = serverErrors(err, ['old_password', 'new_password'] as const);
          setErrors(s.fields);
          setFormError(s.form);
          focusFirstInvalid(form.current);
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-bold">
        Change password
      </h2>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label="Current password"
          name="old_password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={values.old_password}
          onChange={set('old_password')}
          error={errors.old_password}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New password"
            name="new_password"
            autoComplete="new-password"
            required
            maxLength={128}
            hint={PASSWORD_POLICY}
            value={values.new_password}
            onChange={set('new_password')}
            error={errors.new_password}
          />
          <PasswordField
            label="Confirm new password"
            name="confirm"
            autoComplete="new-password"
            required
            maxLength={128}
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
        </div>
        <FormMessage kind="error">{formError}</FormMessage>
        {done && <FormMessage kind="notice">{done}</FormMessage>}
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
