import { customerCalls, PASSWORD_POLICY, ZPasswordPolicy } from '@larder/contract/customers';
import { useState } from 'react';
import { z } from 'zod';
import { Form, FormEmail, FormPassword, FormRefusal, FormSummary, FormText, SubmitButton, useContractForm } from '../../../shared/forms';
import { errorText } from '../../../api/client';
import { FormMessage } from '../../../ui/form-fields';
import { useSendPasswordReset } from '../api/send-user-forget-pwd-mail';
import { useUpdatePassword } from '../api/update-password';
import { WORDS } from '../words';
import { type AuthFormProps, linkButton } from './auth-state';

/**
 * Forgotten password in two steps: the e-mail address (a 6-digit code is sent), then the code
 * with a new password. Success returns to sign-in with the address filled in.
 */
export function ForgotPasswordForm({ state, onSwitch, autoFocus }: Omit<AuthFormProps, 'onSignedIn'>) {
  const [sentTo, setSentTo] = useState<{ email: string; notice: string } | null>(null);
  return sentTo ? (
    <CodeStep email={sentTo.email} notice={sentTo.notice} onSwitch={onSwitch} onChangeEmail={() => setSentTo(null)} />
  ) : (
    <EmailStep
      autoFocus={autoFocus}
      initialEmail={state.usr ?? ''}
      onSent={(email, notice) => setSentTo({ email, notice })}
      onSwitch={onSwitch}
    />
  );
}

const EMAIL_SCHEMA = z.object({ email: customerCalls.send_user_forget_pwd_mail.payload.shape.user });
/** update_password's code (the shop's codes have 6 digits) and a new password by the policy. */
const CODE_SCHEMA = z.object({
  otp: customerCalls.update_password.payload.shape.otp.unwrap().regex(/^\d{6}$/),
  new_password: ZPasswordPolicy,
});

function EmailStep({
  autoFocus,
  initialEmail,
  onSent,
  onSwitch,
}: {
  autoFocus?: boolean;
  initialEmail: string;
  onSent: (email: string, notice: string) => void;
  onSwitch: AuthFormProps['onSwitch'];
}) {
  const send = useSendPasswordReset();
  const form = useContractForm(EMAIL_SCHEMA, { defaultValues: { email: initialEmail }, words: WORDS, aliases: { user: 'email' } });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async ({ email }) => onSent(email, (await send.mutateAsync(email)).message)}
    >
      <p className="text-sm text-muted">Enter the e-mail address of your account and we&apos;ll send you a code to set a new password.</p>
      <FormEmail label="E-mail" name="email" required autoFocus={autoFocus} />
      <FormSummary />
      <SubmitButton size="lg" busy="Sending…">
        Send code
      </SubmitButton>
      <p className="text-center text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => onSwitch({ view: 'login', usr: form.getValues('email').trim() || undefined })}
        >
          Back to sign in
        </button>
      </p>
    </Form>
  );
}

function CodeStep({
  email,
  notice,
  onSwitch,
  onChangeEmail,
}: {
  email: string;
  notice: string;
  onSwitch: AuthFormProps['onSwitch'];
  onChangeEmail: () => void;
}) {
  const update = useUpdatePassword();
  const resend = useSendPasswordReset();
  const [message, setMessage] = useState(notice);
  const form = useContractForm(CODE_SCHEMA, {
    defaultValues: { otp: '', new_password: '' },
    words: { otp: { required: 'Please enter the code from the e-mail', invalid: 'The code has 6 digits' }, new_password: WORDS.password },
  });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async ({ otp, new_password }) => {
        const res = await update.mutateAsync({ user: email, otp, new_password });
        if (res.status !== 'Success') throw new FormRefusal(res.message);
        onSwitch({ view: 'login', usr: email, notice: res.message });
      }}
    >
      <FormMessage kind="notice">{message}</FormMessage>
      <p className="text-sm text-muted">
        Enter the 6-digit code sent to <span className="font-semibold text-ink">{email}</span> and choose a new password.{' '}
        <button type="button" className={linkButton} onClick={onChangeEmail}>
          Change e-mail
        </button>
      </p>
      <FormText
        label="6-digit code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        // The step starts here, right after the code was sent.
        autoFocus
        onInput={(e) => (e.currentTarget.value = e.currentTarget.value.replace(/\D/g, ''))}
        className="max-w-48"
      />
      <FormPassword label="New password" name="new_password" autoComplete="new-password" required hint={PASSWORD_POLICY} />
      <FormSummary />
      <SubmitButton size="lg" busy="Saving…">
        Set new password
      </SubmitButton>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          className={linkButton}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: (res) => setMessage(res.message),
              onError: (err) => form.setError('root.server', { type: 'server', message: errorText(err) }),
            })
          }
        >
          {resend.isPending ? 'Sending…' : 'Send a new code'}
        </button>
        <button type="button" className={linkButton} onClick={() => onSwitch({ view: 'login', usr: email })}>
          Back to sign in
        </button>
      </p>
    </Form>
  );
}
