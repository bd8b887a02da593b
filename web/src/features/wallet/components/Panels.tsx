import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';

/** The dark card at the top of the wallet and the points pages: its label, then the balance (or its loading, or its error). */
export function BalanceCard({
  label,
  heading,
  icon: Icon,
  query,
  errorTitle,
  skeleton = <Skeleton className="h-10 w-32 bg-white/30" />,
  note,
  children,
}: {
  label: string;
  heading: string;
  icon: LucideIcon;
  query: { isError: boolean; error: unknown; refetch: () => unknown; data?: unknown };
  errorTitle: string;
  skeleton?: ReactNode;
  /** Shown under the balance whatever its state. */
  note?: ReactNode;
  /** The balance, once loaded. */
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-3 self-start rounded-2xl bg-brand-700 p-5 text-white shadow-sm">
      <div className="flex items-center gap-2 text-sm font-medium text-white/90">
        <Icon aria-hidden="true" className="size-5" />
        {heading}
      </div>
      {query.isError ? (
        <div className="rounded-xl bg-white text-ink">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />
        </div>
      ) : query.data ? (
        children
      ) : (
        skeleton
      )}
      {note}
    </section>
  );
}

/** A white panel with its heading. */
export function Panel({
  title,
  tight,
  children,
}: {
  title: string;
  tight?: boolean;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className={`${tight ? 'mb-1' : 'mb-3'} text-lg font-bold`}>
        {title}
      </h2>
      {typeof children === 'function' ? children(id) : children}
    </section>
  );
}
