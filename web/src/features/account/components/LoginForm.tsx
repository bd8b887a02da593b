import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { useLogin } from '../api/login';
import { collect, loginIdProblem } from '../validation';
import { type AuthFormProps, focusFirstInvalid, linkButton } from './auth-state';
import { FormMessage, PasswordField, serverErrors, TextField } from '../../../ui/form-fields';

type Field = 'usr' | 'pwd';

/** E-mail or phone and password. */
export function LoginForm({ state, onSwitch, onSignedIn, autoFocus }: AuthFormProps) {
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);
  const [usr, setUsr] = useState(state.usr ?? '');
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = collect({ usr: loginIdProblem(usr), pwd: pwd ? null : 'Please enter your password' });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    login.mutate(
      { usr, pwd },
      {
        onSuccess: (res) => {
          if (res.status === 'success') onSignedIn(res);
          else setFormError(res.message);
        },
        onError: (err) => {
          const s = serverErrors(err, ['usr', 'pwd'] as const);
          setErrors(s.fields);
          setFormError(s.form);
          focusFirstInvalid(form.current);
        },
      },
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormMessage kind="notice">{state.notice}</FormMessage>
      <TextField
        label="E-mail or phone number"
        name="usr"
        autoFocus={autoFocus}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        value={usr}
        onChange={(e) => setUsr(e.target.value)}
        error={errors.usr}
      />
      <PasswordField
        label="Password"
        name="pwd"
        autoComplete="current-password"
        required
        maxLength={128}
        value={pwd}
        onChange={(e) => setPwd(e.target.value)}
        error={errors.pwd}
      />
      <div className="-mt-2 text-right text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => onSwitch({ view: 'forgot', usr: usr.includes('@') ? usr.trim() : undefined })}
        >
          Forgot password?
        </button>
      </div>
      <FormMessage kind="error">{formError}</FormMessage>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted">
        New to Larder?{' '}
        <button type="button" className={linkButton} onClick={() => onSwitch({ view: 'register' })}>
          Create an account
        </button>
      </p>
    </form>
  );
}
