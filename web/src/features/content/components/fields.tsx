import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

const control =
  'w-full scroll-mt-[calc(var(--header-h,56px)+3rem)] rounded-lg border bg-white px-3 text-[15px] outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200';

interface Common {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
}

/** Label, control, hint and error, tied together with aria-describedby. */
function Field({
  id: givenId,
  label,
  note,
  error,
  hint,
  className = '',
  children,
}: Common & { id?: string; className?: string; children: (props: { id: string; describedBy?: string }) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {note && <span className="font-normal text-muted"> {note}</span>}
      </label>
      {children({ id, describedBy })}
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
    </div>
  );
}

export function TextField({ id, label, note, error, hint, className, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} h-11 ${error ? 'border-red-700' : 'border-line'}`}
          {...rest}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ id, label, note, error, hint, className, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} min-h-28 py-2 ${error ? 'border-red-700' : 'border-line'}`}
          {...rest}
        />
      )}
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
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} note={note} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} h-11 ${error ? 'border-red-700' : 'border-line'}`}
          {...rest}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
