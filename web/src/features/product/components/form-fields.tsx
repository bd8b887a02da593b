import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { ApiError } from '../../../api/client';

/** E-mail check for forms (the server checks again). */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fieldClass =
  'w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200';

/** A labelled text field with its error message wired to aria-invalid / aria-describedby. */
export function TextField({ label, error, ...rest }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        className={`${fieldClass} h-10 ${error ? 'border-red-700' : 'border-line'}`}
        {...rest}
      />
      {error && (
        <p id={`${id}-err`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ label, error, ...rest }: { label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        className={`${fieldClass} min-h-24 ${error ? 'border-red-700' : 'border-line'}`}
        {...rest}
      />
      {error && (
        <p id={`${id}-err`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Server field errors ("data.sender_email") by the form's own field names. */
export function serverFieldErrors(err: unknown, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const list = err instanceof ApiError ? err.fieldErrors : [];
  for (const f of list) {
    const key = fields.find((k) => f.field === k || f.field.endsWith(`.${k}`));
    if (key && !out[key]) out[key] = f.message;
  }
  return out;
}
