/**
 * Kit fields in the console's look (the admin `Field`: label, h-10 control, hint or error under it),
 * bound by name like the storefront's `FormText`. Decision 027.
 */
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { Field, inputClass } from './admin-ui';
import { CheckField, selectClass, textareaClass } from './content-kit';
import { at } from '../../shared/forms/contract-form';
import { FormSummary, SubmitButton } from '../../shared/forms';

interface Labelled {
  name: string;
  label: string;
  hint?: string;
  /** The control's id; by default a generated one. */
  id?: string;
}

/**
 * Registers `name` and wraps the control in the console's labelled `Field` with its error; the
 * control gets `rest` too, its own `onChange` running after the form's.
 */
function Bound<E extends { target: unknown }>({
  name,
  label,
  hint,
  id,
  rest,
  render,
}: Labelled & { rest: { onChange?: (e: E) => void }; render: (control: Record<string, unknown>) => ReactNode }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = at<{ message?: string }>(errors, name)?.message;
  const generated = useId();
  const htmlFor = id ?? generated;
  const field = register(name);
  const onChange = (e: E) => {
    void field.onChange(e);
    rest.onChange?.(e);
  };
  return (
    <Field label={label} htmlFor={htmlFor} error={error} hint={hint}>
      {render({ ...rest, ...field, onChange, id: htmlFor, 'aria-invalid': Boolean(error) })}
    </Field>
  );
}

type InputProps = Labelled & Omit<ComponentProps<'input'>, 'name' | 'id'>;

/** A text input; `prefix` ("£") shows inside it on the left. */
export function ConsoleText({ name, label, hint, id, prefix, className = '', ...rest }: InputProps & { prefix?: string }) {
  return (
    <Bound
      {...{ name, label, hint, id, rest }}
      render={(control) =>
        prefix ? (
          <div className={`relative ${className || 'w-40'}`}>
            <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">
              {prefix}
            </span>
            <input {...control} className={`${inputClass} w-full pl-7`} />
          </div>
        ) : (
          <input {...control} className={`${inputClass} ${className}`} />
        )
      }
    />
  );
}

export function ConsoleTextArea({ name, label, hint, id, ...rest }: Labelled & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  return <Bound {...{ name, label, hint, id, rest }} render={(control) => <textarea {...control} className={textareaClass} />} />;
}

export function ConsoleSelect({ name, label, hint, id, ...rest }: Labelled & Omit<ComponentProps<'select'>, 'name' | 'id'>) {
  return <Bound {...{ name, label, hint, id, rest }} render={(control) => <select {...control} className={selectClass} />} />;
}

/** A checkbox holding a boolean. */
export function ConsoleCheck({ name, label, hint, id, disabled, className }: Labelled & { disabled?: boolean; className?: string }) {
  const { field } = useController({ name });
  const generated = useId();
  return (
    <CheckField
      id={id ?? generated}
      label={label}
      hint={hint}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      disabled={disabled}
      className={className}
    />
  );
}

/** The end of a console page's form: what the server refused about it, then its save button. */
export function SaveBar({
  children,
  disabled,
  className = 'flex justify-end',
}: {
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <>
      <FormSummary />
      <div className={className}>
        <SubmitButton busy="Saving…" {...(disabled ? { disabled } : {})}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
