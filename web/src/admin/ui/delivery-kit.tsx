/**
 * Small pieces the console's delivery and promotions sections share: route tabs, a confirm
 * dialog for destructive actions, and the server's field errors for forms.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** Tabs that are links (each tab has its own URL, so it can be bookmarked and reloaded). */
export function RouteTabs({ label, items }: { label: string; items: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-6 overflow-x-auto px-1 print:hidden">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {items.map((i) => (
          <li key={i.to}>
            <NavLink
              to={i.to}
              className={({ isActive }) =>
                `-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink'
                }`
              }
            >
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Asks before something that cannot be undone (or switches something off). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
  error,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: unknown;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)} title={title}>
      <div className="flex flex-col gap-4 text-sm">
        <div>{children}</div>
        {error ? <FormError error={error} /> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            Keep it
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The error of a failed save, as the shop's server words it. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorText(error)}
    </p>
  );
}

/** The server's message for one payload field (a 417 names them), or null. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fieldErrors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message ?? null;
}

/** A number from a form input: '' stays undefined so the server's "is required" explains it. */
export function numberOrUndefined(v: string): number | undefined {
  const t = v.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** A toggle for a 0/1 flag, labelled. */
export function CheckField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-brand-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>
        <span className="font-medium">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-muted">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}

/** Pale chip for small states (Off, Every day, Pickup...). */
export function Chip({ children, tone = 'stone' }: { children: ReactNode; tone?: 'stone' | 'green' | 'amber' | 'red' | 'sky' }) {
  const tones = {
    stone: 'bg-stone-100 text-stone-800',
    green: 'bg-green-100 text-green-900',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
    sky: 'bg-sky-100 text-sky-900',
  };
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}
