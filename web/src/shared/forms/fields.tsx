/** The form kit's pieces: the form element, fields bound by name, the error summary and the submit button. */
import { type ComponentProps, createContext, type FormHTMLAttributes, type ReactNode, useContext, useEffect, useRef } from 'react';
import { type FieldValues, FormProvider, type RegisterOptions, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '../../ui/button';
import { CheckboxField, FormMessage, PasswordField, SelectField, TextAreaField, TextField } from '../../ui/form-fields';
import { at, type ContractForm, type SubmitResult } from './contract-form';

type FormProps<In extends FieldValues, Out> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: ContractForm<In, Out>;
  onSubmit: (values: Out) => Promise<SubmitResult>;
};

/** The last submit's notice (react-hook-form's provider passes on only its own members). */
const NoticeContext = createContext<string | null>(null);

/** The <form>: no browser validation (the contract's rules speak), fields find the form by context. */
export function Form<In extends FieldValues, Out>({ form, onSubmit, children, ...rest }: FormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <NoticeContext value={form.notice}>
        {/* Editing makes the last submit's notice stale. */}
        <form noValidate onSubmit={form.submitWith(onSubmit)} onChange={() => form.notice && form.setNotice(null)} {...rest}>
          {children}
        </form>
      </NoticeContext>
    </FormProvider>
  );
}

/** A field's registration (with the field's own onChange/onBlur) and its error message, by name. */
function useField(name: string, { onChange, onBlur }: Pick<RegisterOptions, 'onChange' | 'onBlur'> = {}) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = at<{ message?: string }>(errors, name)?.message;
  return { ...register(name, { onChange, onBlur }), error };
}

type Named<P> = Omit<P, 'name' | 'error' | 'value' | 'onChange' | 'onBlur' | 'ref'> & { name: string };

export function FormText({
  name,
  onChange,
  onBlur,
  ...rest
}: Named<ComponentProps<typeof TextField>> & Pick<RegisterOptions, 'onChange' | 'onBlur'>) {
  return <TextField {...rest} {...useField(name, { onChange, onBlur })} />;
}

export function FormEmail(props: Named<ComponentProps<typeof TextField>>) {
  return <FormText type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} {...props} />;
}

export function FormPhone(props: Named<ComponentProps<typeof TextField>>) {
  return <FormText type="tel" autoComplete="tel" maxLength={24} {...props} />;
}

export function FormPassword({ name, ...rest }: Named<ComponentProps<typeof PasswordField>>) {
  return <PasswordField maxLength={128} {...rest} {...useField(name)} />;
}

export function FormTextArea({ name, ...rest }: Named<ComponentProps<typeof TextAreaField>>) {
  return <TextAreaField {...rest} {...useField(name)} />;
}

export function FormSelect({ name, ...rest }: Named<ComponentProps<typeof SelectField>>) {
  return <SelectField {...rest} {...useField(name)} />;
}

export function FormCheckbox({ name, ...rest }: Named<ComponentProps<typeof CheckboxField>>) {
  return <CheckboxField {...rest} {...useField(name)} />;
}

/**
 * What the server refused about the form as a whole (announced, and focused so a keyboard user is
 * where the message is), or the handler's notice. `refusal` adds detail inside the refusal's alert
 * (e.g. the rows a bulk action names).
 */
export function FormSummary({ notice: extra, refusal }: { notice?: ReactNode; refusal?: ReactNode }) {
  const { errors } = useFormState();
  const notice = useContext(NoticeContext);
  const message = errors.root?.server?.message;
  const box = useRef<HTMLDivElement>(null);
  // A field with its own error takes the focus first (react-hook-form focuses it).
  const onlyThis = Object.keys(errors).every((k) => k === 'root');
  useEffect(() => {
    if (message && onlyThis) box.current?.focus();
  }, [message, onlyThis, errors.root]);
  return (
    <>
      {message && (
        <div ref={box} tabIndex={-1} className="outline-none">
          {refusal ? (
            <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <p className="font-semibold">{message}</p>
              {refusal}
            </div>
          ) : (
            <FormMessage kind="error">{message}</FormMessage>
          )}
        </div>
      )}
      <FormMessage kind="notice">{notice ?? extra}</FormMessage>
    </>
  );
}

/** The submit button: disabled, with its busy words, while the form is being sent. */
export function SubmitButton({ busy, children, ...rest }: ComponentProps<typeof Button> & { busy: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} {...rest}>
      {isSubmitting ? busy : children}
    </Button>
  );
}
