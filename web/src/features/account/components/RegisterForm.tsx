import { PASSWORD_POLICY, ZPasswordPolicy, ZRegistration } from '@larder/contract/customers';
import {
  Form,
  FormEmail,
  FormPassword,
  FormPhone,
  FormRefusal,
  FormSummary,
  FormText,
  SubmitButton,
  useContractForm,
} from '../../../shared/forms';
import { useRegister } from '../api/insert-customers';
import { WORDS } from '../words';
import { type AuthFormProps, linkButton } from './auth-state';

const SCHEMA = ZRegistration.pick({ first_name: true, last_name: true, email: true, phone: true }).extend({ pwd: ZPasswordPolicy });

/** First and last name, e-mail, phone and a password that meets the policy. */
export function RegisterForm({ state, onSwitch, onSignedIn, autoFocus }: AuthFormProps) {
  const register = useRegister();
  const form = useContractForm(SCHEMA, {
    defaultValues: { first_name: '', last_name: '', email: state.usr?.includes('@') ? state.usr : '', phone: '', pwd: '' },
    words: { ...WORDS, pwd: WORDS.password },
    aliases: { password: 'pwd' },
  });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const res = await register.mutateAsync({ ...values, last_name: values.last_name ?? '' });
        if (res.status !== 'success') throw new FormRefusal(res.message);
        onSignedIn(res);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText label="First name" name="first_name" autoFocus={autoFocus} autoComplete="given-name" required maxLength={60} />
        <FormText label="Last name" name="last_name" autoComplete="family-name" maxLength={60} />
      </div>
      <FormEmail label="E-mail" name="email" required />
      <FormPhone label="Phone number" name="phone" required />
      <FormPassword label="Password" name="pwd" autoComplete="new-password" required hint={PASSWORD_POLICY} />
      <FormSummary />
      <SubmitButton size="lg" busy="Creating your account…">
        Create account
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <button
          type="button"
          className={linkButton}
          onClick={() => onSwitch({ view: 'login', usr: form.getValues('email').trim() || undefined })}
        >
          Sign in
        </button>
      </p>
    </Form>
  );
}
