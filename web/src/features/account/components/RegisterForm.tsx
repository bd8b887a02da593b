import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { type TRegisterInput, useRegister } from '../api/insert-customers';
import { collect, emailProblem, nameProblem, PASSWORD_POLICY, passwordProblem, phoneProblem } from '../validation';
import { type AuthFormProps, focusFirstInvalid, linkButton } from './auth-state';
import { FormMessage, PasswordField, serverErrors, TextField } from '../../../ui/form-fields';

type Field = keyof TRegisterInput;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'pwd'] as const;

function validate(v: TRegisterInput) {
  return collect<Field>({
    first_name: nameProblem(v.first_name, 'first name'),
    last_name: nameProblem(v.last_name, 'last name', false),
    email: emailProblem(v.email),
    phone: phoneProblem(v.phone),
    pwd: passwordProblem(v.pwd),
  });
}

/** First and last name, e-mail, phone and a password that meets the policy. */
export function RegisterForm({ state, onSwitch, onSignedIn, autoFocus }: AuthFormProps) {
  const register = useRegister();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TRegisterInput>({
    first_name: '',
    last_name: '',
    email: state.usr?.includes('@') ? state.usr : '',
    phone: '',
    pwd: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    register.mutate(values, {
      onSuccess: (res) => {
        if (res.status === 'success') onSignedIn(res);
        else setFormError(res.message);
      },
      onError: (err) => {
        const s = serverErrors(err, FIELDS, { password: 'pwd' });
        setErrors(s.fields);
        setFormError(s.form);
        focusFirstInvalid(form.current);
      },
    });
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoFocus={autoFocus}
          autoComplete="given-name"
          required
          maxLength={60}
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          maxLength={60}
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={24}
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <PasswordField
        label="Password"
        name="pwd"
        autoComplete="new-password"
        required
        maxLength={128}
        hint={PASSWORD_POLICY}
        value={values.pwd}
        onChange={set('pwd')}
        error={errors.pwd}
      />
      <FormMessage kind="error">{formError}</FormMessage>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <button type="button" className={linkButton} onClick={() => onSwitch({ view: 'login', usr: values.email.trim() || undefined })}>
          Sign in
        </button>
      </p>
    </form>
  );
}
