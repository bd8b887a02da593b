/** The storefront's form fields: labelled controls with hint and error, and form messages (the form kit renders them). */
import { Eye, EyeOff } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';

const controlClass =
  'w-full scroll-mt-[calc(var(--header-h,56px)+3rem)] rounded-lg border bg-white px-3 text-[15px] outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200';
export const inputClass = `h-11 ${controlClass}`;

interface Common {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
}

type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A control's id and its aria-describedby: the hint and the error under it. */
function useDescribed(givenId: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

/** The hint and the error under a control. */
function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** Label, control, hint and error; the hint and error are tied to the control with aria-describedby. */
function Field({
  id: givenId,
  label,
  note,
  error,
  hint,
  className = '',
  children,
}: Common & { id?: string; className?: string; children: (control: Control) => ReactNode }) {
  const { id, describedBy } = useDescribed(givenId, hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {note && <span className="font-normal text-muted"> {note}</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

const border = (error: string | undefined) => (error ? 'border-red-700' : 'border-line');

export type TextFieldProps = Common & { ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input. */
export function TextField({ id, label, note, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={`${inputClass} ${border(error)}`} {...rest} />}
    </Field>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ id, label, note, error, hint, className, ...rest }: TextFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} type={shown ? 'text' : 'password'} className={`${inputClass} pr-11 ${border(error)}`} {...rest} />
          <button
            type="button"
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown((v) => !v)}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted hover:text-ink"
          >
            {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  note,
  error,
  hint,
  className,
  ...rest
}: Common & { ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} className={`${controlClass} min-h-28 py-2 ${border(error)}`} {...rest} />}
    </Field>
  );
}

export function SelectField({
  id,
  label,
  note,
  error,
  hint,
  className,
  children,
  ...rest
}: Common & { ref?: Ref<HTMLSelectElement> } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={`${inputClass} ${border(error)}`} {...rest}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it; hint and error under it. */
export function CheckboxField({ id: givenId, label, error, hint, className = '', ...rest }: TextFieldProps) {
  const { id, describedBy } = useDescribed(givenId, hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-4 accent-brand-600"
          {...rest}
        />
        {label}
      </label>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A message about the whole form: an error (announced) or a notice. */
export function FormMessage({ kind, children }: { kind: 'error' | 'notice'; children: ReactNode }) {
  if (!children) return null;
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      {children}
    </p>
  );
}
