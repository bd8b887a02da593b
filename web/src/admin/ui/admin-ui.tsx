/** Small building blocks every console section uses, so the sections look and behave alike. */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton';
import { ErrorState } from '../../ui/states';

export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 print:mb-2">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {children && <div className="mt-1 text-sm text-muted">{children}</div>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div>}
    </header>
  );
}

/** "← Customers": the way back from a detail page to its list. */
export function BackLink({ to, children, className = 'mb-3' }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}

export function Card({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none" aria-label={title}>
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-3">
          {title && <h2 className="text-lg font-semibold">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A console page's skeleton while it loads: grey blocks of the given sizes, announced as busy. */
export function Loading({
  label = 'Loading',
  blocks = ['h-96 w-full'],
  className = 'flex flex-col gap-3',
}: {
  label?: string;
  /** Each block's size classes, top to bottom. */
  blocks?: string[];
  className?: string;
}) {
  return (
    <div aria-busy="true" aria-label={label} className={className}>
      {blocks.map((b, i) => (
        <Skeleton key={i} className={b} />
      ))}
    </div>
  );
}

/**
 * What a console read shows until it has data: its skeleton while it loads, the error with a retry
 * if it failed. Use as `if (!q.isSuccess) return <QueryFallback query={q} />`.
 */
export function QueryFallback({
  query,
  errorTitle,
  ...loading
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  errorTitle?: string;
} & Parameters<typeof Loading>[0]) {
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
  return <Loading {...loading} />;
}

/** The header row of a small table the console draws by hand (one not on ConsoleTable: a before/after diff). */
export function TableHead({ columns, className, cellClassName }: { columns: string[]; className?: string; cellClassName?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className={cellClassName}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A labelled form control; `error` shows under it and is announced. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'h-10 rounded-lg border border-line bg-white px-3 text-sm focus-visible:border-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-stone-100';

export function StatusChip({ status }: { status: string }) {
  const tone: Record<string, string> = {
    Placed: 'bg-amber-100 text-amber-900',
    Confirmed: 'bg-sky-100 text-sky-900',
    Packed: 'bg-indigo-100 text-indigo-900',
    'Out for delivery': 'bg-violet-100 text-violet-900',
    Delivered: 'bg-green-100 text-green-900',
    Cancelled: 'bg-stone-200 text-stone-800',
    Paid: 'bg-green-100 text-green-900',
    Pending: 'bg-amber-100 text-amber-900',
    Refunded: 'bg-stone-200 text-stone-800',
    'Partially Refunded': 'bg-stone-200 text-stone-800',
    Authorized: 'bg-sky-100 text-sky-900',
    'Partially Paid': 'bg-amber-100 text-amber-900',
    'Awaiting payment': 'bg-orange-200 text-orange-950',
  };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status] ?? 'bg-stone-100 text-stone-800'}`}>
      {status}
    </span>
  );
}
