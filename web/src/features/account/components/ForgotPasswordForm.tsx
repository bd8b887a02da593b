import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { useSendPasswordReset } from '../api/send-user-forget-pwd-mail';
import { useUpdatePassword } from '../api/update-password';
import { collect, emailProblem, otpProblem, PASSWORD_POLICY, passwordProblem } from '../validation';
import { type AuthFormProps, focusFirstInvalid, linkButton } from './auth-state';
import { FormMessage, PasswordField, serverErrors, TextField } from '../../../ui/form-fields';

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
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = emailProblem(email) ?? undefined;
    setError(problem);
    setFormError(null);
    if (problem) return focusFirstInvalid(form.current);
    send.mutate(email, {
      onSuccess: (res) => onSent(email.trim(), res.message),
      onError: (err) => {
        const s = serverErrors(err, ['email'] as const, { user: 'email' });
        setError(s.fields.email);
        setFormError(s.form);
      },
    });
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">Enter the e-mail address of your account and we&apos;ll send you a code to set a new password.</p>
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        autoFocus={autoFocus}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <FormMessage kind="error">{formError}</FormMessage>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send code'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className={linkButton} onClick={() => onSwitch({ view: 'login', usr: email.trim() || undefined })}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}

type CodeField = 'otp' | 'new_password';

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
  const form = useRef<HTMLFormElement>(null);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [message, setMessage] = useState(notice);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = collect<CodeField>({ otp: otpProblem(otp), new_password: passwordProblem(password) });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    update.mutate(
      { user: email, otp: otp.trim(), new_password: password },
      {
        onSuccess: (res) => {
          if (res.status === 'Success') onSwitch({ view: 'login', usr: email, notice: res.message });
          else setFormError(res.message);
        },
        onError: (err) => {
          const s = serverErrors(err, ['otp', 'new_password'] as const);
          setErrors(s.fields);
          setFormError(s.form);
          focusFirstInvalid(form.current);
        },
      },
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormMessage kind="notice">{message}</FormMessage>
      <p className="text-sm text-muted">
        Enter the 6-digit code sent to <span className="font-semibold text-ink">{email}</span> and choose a new password.{' '}
        <button type="button" className={linkButton} onClick={onChangeEmail}>
          Change e-mail
        </button>
      </p>
      <TextField
        label="6-digit code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        // The step starts here, right after the code was sent.
        autoFocus
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        error={errors.otp}
        className="max-w-48"
      />
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
      <FormMessage kind="error">{formError}</FormMessage>
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Set new password'}
      </Button>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          className={linkButton}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: (res) => setMessage(res.message),
              onError: (err) => setFormError(serverErrors(err, [] as const).form),
            })
          }
        >
          {resend.isPending ? 'Sending…' : 'Send a new code'}
        </button>
        <button type="button" className={linkButton} onClick={() => onSwitch({ view: 'login', usr: email })}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
