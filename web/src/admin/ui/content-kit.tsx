/**
 * Small pieces the customers, content and settings sections share: route tabs, a confirm dialog,
 * form errors from the server, a labelled checkbox, paging and date formatting.
 */
import type { CallName, CallPayloadIn } from '@larder/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { adminCall } from '../admin-api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/toast';

/** Tabs that are links (each tab has its own URL); the current one is marked for screen readers. */
export function RouteTabs({ label, items }: { label: string; items: { to: string; label: string; badge?: number }[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-5 overflow-x-auto border-b border-line print:hidden">
      <ul className="flex min-w-max gap-1 px-1">
        {items.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              className={({ isActive }) =>
                `-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink'
                }`
              }
            >
              {t.label}
              {t.badge ? (
                <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                  {t.badge}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Asks before something that cannot be undone (delete, send to every device). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel = 'Working…',
  danger = false,
  pending = false,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  confirmLabel: string;
  /** The dismiss button's words ("Keep it", "Not yet"). */
  cancelLabel?: string;
  busyLabel?: string;
  danger?: boolean;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="text-sm">{children}</div>
      {error ? <FormError error={error} /> : null}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** "Delete this?" for one item of a list: `remove` is called with its name; the server's answer is shown. */
export function DeleteDialog({
  item,
  onClose,
  remove,
  title,
  confirmLabel = 'Delete',
  cancelLabel,
  children,
}: {
  item: { name: string } | null;
  onClose: () => void;
  remove: {
    mutate: (v: { name: string }, o: { onSuccess: (r: { message: string }) => void }) => void;
    isPending: boolean;
    error: unknown;
    reset: () => void;
  };
  title: string;
  confirmLabel?: string;
  cancelLabel?: string;
  children: ReactNode;
}) {
  const done = (r: { message: string }) => {
    notify(r.message, { kind: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(item)}
      onOpenChange={(o) => {
        if (!o) {
          onClose();
          remove.reset();
        }
      }}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      danger
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => item && remove.mutate({ name: item.name }, { onSuccess: done })}
    >
      {children}
    </ConfirmDialog>
  );
}

/** The server's refusal, with each field's message when it names fields. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const fields = error instanceof ApiError ? error.fieldErrors : [];
  return (
    <div role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {fields.length > 1 ? (
        <>
          <p className="font-semibold">Please check these:</p>
          <ul className="mt-1 list-disc pl-5">
            {fields.map((f) => (
              <li key={f.field + f.message}>{f.message}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{errorText(error)}</p>
      )}
    </div>
  );
}

/** The server's message for one field (or a field inside it, e.g. "config.slides.0.route"), if any. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const hit = error.fieldErrors.find((f) => f.field === field || f.field.startsWith(`${field}.`));
  return hit ? hit.message : null;
}

export function CheckField({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
  className = '',
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export { Pager } from './table/Pager';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' });

/** "23 Nov 2026, 08:00" in the shop's time zone. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : dateOnly.format(d);
}

/** One id per press of a money button: the server applies an id once, whatever the clicks and retries. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return `adj-${c.randomUUID()}`;
  return `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const textareaClass =
  'min-h-20 rounded-lg border border-line bg-white px-3 py-2 text-sm focus-visible:border-brand-600 aria-[invalid=true]:border-red-700';
export const selectClass = 'h-10 rounded-lg border border-line bg-white px-2 text-sm focus-visible:border-brand-600';

/** A small coloured label. */
export function Tag({ children, tone = 'stone' }: { children: ReactNode; tone?: 'stone' | 'green' | 'amber' | 'red' | 'sky' }) {
  const tones = {
    stone: 'bg-stone-100 text-stone-800',
    green: 'bg-green-100 text-green-900',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
    sky: 'bg-sky-100 text-sky-900',
  };
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}

type ConsoleQueryOptions = { enabled?: boolean; keepPrevious?: boolean; staleTime?: number; refetchInterval?: number };

/** A console read, cached under `[call, payload]` like every read of the app; `keepPrevious` keeps the last page while the next loads. */
export function useConsoleQuery<N extends CallName>(name: N, payload: CallPayloadIn<N>, opts: ConsoleQueryOptions = {}) {
  const { keepPrevious, ...rest } = opts;
  return useQuery({
    queryKey: [name, payload],
    queryFn: ({ signal }) => adminCall(name, payload, { signal }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

/**
 * A console write; once it succeeds, the reads it changes (named by their calls) are fetched again.
 * A write that answers with what a read holds (a settings page saved) names that read, `answers`
 * (one without a payload), and the answer is shown at once.
 */
export function useConsoleMutation<N extends CallName>(name: N, stale: string[], answers?: CallName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<N>) => adminCall(name, input),
    onSuccess: (result) => {
      if (answers) qc.setQueryData([answers, {}], result);
      for (const key of stale) void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
