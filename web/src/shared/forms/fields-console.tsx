/** The kit's fields in the console's look (its labelled `Field`, h-10 controls), bound to the form by name. */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Field, inputClass } from '../../admin/ui/admin-ui';
import { at } from './contract-form';

const selectClass =
  'h-10 rounded-lg border border-line bg-white px-2 text-sm focus-visible:border-brand-600 aria-[invalid=true]:border-red-700';
const textareaClass =
  'min-h-20 rounded-lg border border-line bg-white px-3 py-2 text-sm focus-visible:border-brand-600 aria-[invalid=true]:border-red-700';

type Bound = { name: string; label: string; hint?: string; id?: string };
type Control = ReturnType<ReturnType<typeof useFormContext>['register']> & { id: string; 'aria-invalid'?: true };

/** The console's label, hint and error around a control registered under `name`. */
function ConsoleField({ name, label, hint, id: givenId, children }: Bound & { children: (control: Control) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = at<{ message?: string }>(errors, name)?.message;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      {children({ ...register(name), id, 'aria-invalid': error ? true : undefined })}
    </Field>
  );
}

type Props<A> = Bound & Omit<A, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;

export function ConsoleText({ name, label, hint, id, ...rest }: Props<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <ConsoleField name={name} label={label} hint={hint} id={id}>
      {(control) => <input className={inputClass} {...rest} {...control} />}
    </ConsoleField>
  );
}

export function ConsoleSelect({ name, label, hint, id, children, ...rest }: Props<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <ConsoleField name={name} label={label} hint={hint} id={id}>
      {(control) => (
        <select className={selectClass} {...rest} {...control}>
          {children}
        </select>
      )}
    </ConsoleField>
  );
}

export function ConsoleTextArea({ name, label, hint, id, ...rest }: Props<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <ConsoleField name={name} label={label} hint={hint} id={id}>
      {(control) => <textarea className={textareaClass} {...rest} {...control} />}
    </ConsoleField>
  );
}

/** A checkbox with its label beside it (the form holds a boolean). */
export function ConsoleCheck({ name, label, className = '' }: { name: string; label: string; className?: string }) {
  const { register } = useFormContext();
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <input type="checkbox" {...register(name)} className="size-4 accent-brand-600" />
      {label}
    </label>
  );
}
