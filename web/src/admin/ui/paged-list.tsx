import type { ReactNode } from 'react';
import { QueryFallback } from './admin-ui';
import { Pager } from './table/Pager';

/**
 * A console list that is not a table (moderation cards, blog posts), a page at a time: its
 * skeleton while it loads, the error with a retry, `empty` when the page has none, else the rows
 * and the pager.
 */
export function PagedList<T>({
  query,
  rows,
  total,
  paging: { page, pageLen, onPage, label },
  loading,
  empty,
  className = 'flex flex-col gap-3',
  renderRow,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** This page's rows; undefined until the first page is in. */
  rows: T[] | undefined;
  total: number | undefined;
  paging: { page: number; pageLen: number; onPage: (page: number) => void; label: string };
  loading: { label: string; blocks: string[] };
  empty: ReactNode;
  className?: string;
  renderRow: (row: T) => ReactNode;
}) {
  if (query.isError || !rows) return <QueryFallback query={query} className="flex flex-col gap-2" {...loading} />;
  if (rows.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={className}>{rows.map(renderRow)}</ul>
      <Pager page={page} pageLen={pageLen} shown={rows.length} total={total} onPage={onPage} label={label} />
    </>
  );
}
