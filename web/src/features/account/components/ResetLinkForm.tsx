import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { useUpdatePassword } from '../api/update-password';
import { collect, PASSWORD_POLICY, passwordProblem } from '../validation';
import { focusFirstInvalid, linkButton } from './auth-state';
import { FormMessage, PasswordField, serverErrors } from '../../../ui/form-fields';

type Field = 'new_password' | 'confirm';

/** A new password for the reset link's key (/forgetten?key=...). */
export function ResetLinkForm({
  resetKey,
  onDone,
  onRequestCode,
}: {
  resetKey: string;
  onDone: (notice: string) => void;
  onRequestCode: () => void;
}) {
  const update = useUpdatePassword();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = collect<Field>({
      new_password: passwordProblem(password),
      confirm: confirm === password ? null : 'The passwords do not match',
    });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    update.mutate(
      { key: resetKey, new_password: password },
      {
        onSuccess: (res) => (res.status === 'Success' ? onDone(res.message) : setFormError(res.message)),
        onError: (err) => {
          const s = serverErrors(err, ['new_password'] as const);
          setErrors(s.fields);
          setFormError(s.form);
        },
      },
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">Choose a new password for your account.</p>
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        required
        maxLength={128}
        hint={PASSWORD_POLICY}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.new_password}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        required
        maxLength={128}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <FormMessage kind="error">{formError}</FormMessage>
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Set new password'}
      </Button>
      <p className="text-center text-sm text-muted">
        Link not working?{' '}
        <button type="button" className={linkButton} onClick={onRequestCode}>
          Get a code by e-mail
        </button>
      </p>
    </form>
  );
}
