import { customerCalls, zEmail, zPhone } from '@larder/contract/customers';
import { Form, FormPassword, FormRefusal, FormSummary, FormText, SubmitButton, useContractForm } from '../../../shared/forms';
import { FormMessage } from '../../../ui/form-fields';
import { useLogin } from '../api/login';
import { type AuthFormProps, linkButton } from './auth-state';

const ID_PROBLEM = 'Please enter a valid e-mail address or phone number';
/** login's usr and pwd; the id is an e-mail address or a phone number by the contract's rules for each. */
const SCHEMA = customerCalls.login.payload
  .pick({ usr: true, pwd: true })
  .refine(({ usr }) => (usr.includes('@') ? zEmail() : zPhone()).safeParse(usr).success, { path: ['usr'], error: ID_PROBLEM });

/** E-mail or phone and password. */
export function LoginForm({ state, onSwitch, onSignedIn, autoFocus }: AuthFormProps) {
  const login = useLogin();
  const form = useContractForm(SCHEMA, {
    defaultValues: { usr: state.usr ?? '', pwd: '' },
    words: {
      usr: { required: 'Please enter your e-mail address or phone number', custom: ID_PROBLEM },
      pwd: { required: 'Please enter your password' },
    },
  });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const res = await login.mutateAsync(values);
        if (res.status !== 'success') throw new FormRefusal(res.message);
        onSignedIn(res);
      }}
    >
      <FormMessage kind="notice">{state.notice}</FormMessage>
      <FormText
        label="E-mail or phone number"
        name="usr"
        autoFocus={autoFocus}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
      />
      <FormPassword label="Password" name="pwd" autoComplete="current-password" required />
      <div className="-mt-2 text-right text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            const usr = form.getValues('usr');
            onSwitch({ view: 'forgot', usr: usr.includes('@') ? usr.trim() : undefined });
          }}
        >
          Forgot password?
        </button>
      </div>
      <FormSummary />
      <SubmitButton size="lg" busy="Signing in…">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        New to Larder?{' '}
        <button type="button" className={linkButton} onClick={() => onSwitch({ view: 'register' })}>
          Create an account
        </button>
      </p>
    </Form>
  );
}
