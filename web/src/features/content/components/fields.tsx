import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { ApiError, errorText } from '../../../api/client';

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

/** A message about the whole form: an error (announced at once) or a notice (announced politely). */
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

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Splits a failed call into messages for the form's fields (the server names them by payload
 * path, e.g. "data.email"; `aliases` maps a server name to the form's) and one for the form.
 * A 429 (too many tries) and anything else go to the form, with the server's words.
 */
export function serverErrors<K extends string>(
  err: unknown,
  fields: readonly K[],
  aliases: Record<string, K> = {},
): { fields: Partial<Record<K, string>>; form: string | null } {
  const out: Partial<Record<K, string>> = {};
  let unmatched: string | null = null;
  if (err instanceof ApiError && err.status === 417) {
    for (const f of err.fieldErrors) {
      const last = f.field.split('.').pop() ?? f.field;
      const key = aliases[last] ?? fields.find((k) => k === last);
      const message = f.message.replace(/^[\w.]+: /, '');
      if (key) out[key] ??= message;
      else unmatched ??= message;
    }
    if (Object.keys(out).length) return { fields: out, form: unmatched };
  }
  return { fields: out, form: errorText(err) };
}
