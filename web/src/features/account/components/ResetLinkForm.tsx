import { PASSWORD_POLICY } from '@larder/contract/customers';
import { Form, FormPassword, FormRefusal, FormSummary, SubmitButton, useContractForm } from '../../../shared/forms';
import { useUpdatePassword } from '../api/update-password';
import { WORDS, ZNewPasswordPair } from '../words';
import { linkButton } from './auth-state';

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
  const form = useContractForm(ZNewPasswordPair, {
    defaultValues: { new_password: '', confirm: '' },
    words: { new_password: WORDS.password },
  });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async ({ new_password }) => {
        const res = await update.mutateAsync({ key: resetKey, new_password });
        if (res.status !== 'Success') throw new FormRefusal(res.message);
        onDone(res.message);
      }}
    >
      <p className="text-sm text-muted">Choose a new password for your account.</p>
      <FormPassword label="New password" name="new_password" autoComplete="new-password" required hint={PASSWORD_POLICY} />
      <FormPassword label="Confirm new password" name="confirm" autoComplete="new-password" required />
      <FormSummary />
      <SubmitButton size="lg" busy="Saving…">
        Set new password
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Link not working?{' '}
        <button type="button" className={linkButton} onClick={onRequestCode}>
          Get a code by e-mail
        </button>
      </p>
    </Form>
  );
}
