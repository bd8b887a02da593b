/** The storefront's form fields: labelled inputs with hint and error, form messages, server errors. */
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { ApiError, errorText } from '../api/client';

export const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200';

type FieldProps = { label: string; error?: string; hint?: ReactNode; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>;

/** The ids of a field's hint and error, for its aria-describedby. */
const describedByOf = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;

/** A field's hint and error under it, with the ids describedByOf names. */
function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
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

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, className = '', ref, ...rest }: FieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? 'border-red-700' : 'border-line'}`}
        {...rest}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className = '', ref, ...rest }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-11 ${error ? 'border-red-700' : 'border-line'}`}
          {...rest}
        />
        <button
          type="button"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((v) => !v)}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted hover:text-ink"
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
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

/**
 * Splits a failed call into messages for the form's fields and one for the form. The server
 * names fields by their payload path ("data.email", "doc.phone", "pwd"); `aliases` maps a
 * server name to the form's own when they differ. A 429 and anything unknown go to the form.
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
      // "data.email: email must be..." reads better without its path.
      const message = f.message.replace(/^[\w.]+: /, '');
      if (key) out[key] ??= message;
      else unmatched ??= message;
    }
    if (Object.keys(out).length) return { fields: out, form: unmatched };
  }
  return { fields: out, form: errorText(err) };
}
