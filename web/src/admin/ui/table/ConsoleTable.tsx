import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  type RowData,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { Pager } from './Pager';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells and header (width, alignment, hidden on small screens). */
    className?: string;
    /** The contract's sort value this column's header asks for; the column is sortable when set. */
    sortKey?: string;
    /** How the server orders by it (for aria-sort): 'descending' for "newest first" and the like. */
    sortDirection?: 'ascending' | 'descending';
    /** The cell names its row (a `th scope="row"`). */
    rowHeader?: boolean;
  }
}

/** A table's columns; cells are typed by the row, values of any type (TanStack's own advice for mixed columns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T> = ColumnDef<T, any>[];

export interface TablePaging {
  page: number;
  pageLen: number;
  total?: number;
  onPage: (page: number) => void;
  label?: string;
}

export interface TableSelection<T> {
  /** The row's name for its checkbox ("Select Lamb chops"). */
  rowLabel: (row: T) => string;
  /** The bulk actions for the selected rows (of this page); `clear` empties the selection. */
  actions: (selected: T[], clear: () => void) => ReactNode;
}

export interface ConsoleTableProps<T> {
  /** The table's accessible name (a hidden caption). */
  caption: string;
  columns: Columns<T>;
  /** This page's rows as the server sent them; undefined while the first page loads. */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  loading: boolean;
  loadingLabel: string;
  error?: unknown;
  onRetry?: () => void;
  /** The previous page is shown while the next loads. */
  stale?: boolean;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  /** The current contract sort value and how to ask for another. */
  sort?: { value: string; onChange: (key: string) => void };
  paging?: TablePaging;
  selection?: TableSelection<T>;
  /** Enter on a row (and a click on it) opens it. */
  onOpen?: (row: T) => void;
  /** More about a row, shown under it across the table (an opened row's details), or nothing. */
  detail?: (row: T) => ReactNode;
  /** Phones: one card per row instead of the table. */
  card?: (row: T) => ReactNode;
  tableClassName?: string;
  /** Attributes for a row's <tr> (a test id, a data flag); a className is added to the table's own. */
  rowProps?: (row: T) => Record<string, string | boolean | undefined>;
}

/**
 * The console's one table: the server pages, sorts and filters (the page sends the contract's
 * payload); this draws the rows with TanStack Table, offers header sort buttons, row selection
 * with a bulk-action bar, keyboard use (arrows move between rows, Space selects, Enter opens),
 * and the loading, error and empty states.
 */
export function ConsoleTable<T>({
  caption,
  columns,
  data,
  getRowId,
  loading,
  loadingLabel,
  error,
  onRetry,
  stale = false,
  empty,
  sort,
  paging,
  selection,
  onOpen,
  detail,
  card,
  tableClassName = '',
  rowProps,
}: ConsoleTableProps<T>) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [focused, setFocused] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = useMemo(() => data ?? [], [data]);
  // Another page (or other rows) starts with nothing selected.
  const rowsKey = rows.map(getRowId).join('\n');
  const [selectionFor, setSelectionFor] = useState(rowsKey);
  if (selectionFor !== rowsKey) {
    setSelectionFor(rowsKey);
    setRowSelection({});
  }
  // TanStack Table keeps its own references stable; the React Compiler must not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (r) => getRowId(r),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: Boolean(selection),
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  });

  if (loading)
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (error && !data) return <ErrorState error={error} onRetry={onRetry} />;
  if (!rows.length) return <>{empty}</>;

  const pageRows = table.getRowModel().rows;
  // Only rows of this page count: a selection never reaches rows the team cannot see.
  const selected = pageRows.filter((r) => r.getIsSelected()).map((r) => r.original);
  const clear = () => setRowSelection({});
  const at = Math.min(focused, pageRows.length - 1);

  const focusRow = (i: number) => {
    const next = Math.max(0, Math.min(pageRows.length - 1, i));
    setFocused(next);
    body.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr[tabindex]')[next]?.focus();
  };
  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, row: Row<T>, i: number) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'ArrowDown') focusRow(i + 1);
    else if (e.key === 'ArrowUp') focusRow(i - 1);
    else if (e.key === 'Home') focusRow(0);
    else if (e.key === 'End') focusRow(pageRows.length - 1);
    else if (e.key === ' ' && selection) row.toggleSelected();
    else if (e.key === 'Enter' && onOpen) onOpen(row.original);
    else return;
    e.preventDefault();
  };

  return (
    <div aria-busy={stale} className={stale ? 'opacity-60' : ''}>
      {selection && selected.length > 0 && (
        <div
          role="region"
          aria-label="Bulk actions"
          className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-brand-600 bg-brand-50 px-3 py-2 text-sm"
        >
          <p className="font-semibold" aria-live="polite">
            {selected.length} selected
          </p>
          <div className="flex flex-wrap items-center gap-2">{selection.actions(selected, clear)}</div>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={clear}>
            Clear selection
          </Button>
        </div>
      )}
      <div className={`${card ? 'hidden md:block' : ''} relative overflow-x-auto rounded-xl border border-line bg-white`}>
        <table className={`w-full text-left text-sm ${tableClassName}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-stone-50 text-xs tracking-wide text-muted uppercase">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {selection && (
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label="Select every row on this page"
                      checked={table.getIsAllRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomeRowsSelected();
                      }}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                      className="size-4 accent-brand-600"
                    />
                  </th>
                )}
                {g.headers.map((h) => {
                  const meta = h.column.columnDef.meta;
                  const active = Boolean(sort && meta?.sortKey && sort.value === meta.sortKey);
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={active ? (meta?.sortDirection ?? 'ascending') : undefined}
                      className={`px-3 py-2 font-semibold ${meta?.className ?? ''}`}
                    >
                      {sort && meta?.sortKey ? (
                        <button
                          type="button"
                          onClick={() => sort.onChange(meta.sortKey!)}
                          className="inline-flex items-center gap-1 rounded uppercase hover:text-ink"
                        >
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {active ? (
                            meta.sortDirection === 'descending' ? (
                              <ArrowDown aria-hidden="true" className="size-3.5" />
                            ) : (
                              <ArrowUp aria-hidden="true" className="size-3.5" />
                            )
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : h.isPlaceholder ? null : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={body} className="divide-y divide-line">
            {pageRows.map((row, i) => {
              const more = detail?.(row.original);
              const extra = rowProps?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr
                    {...extra}
                    tabIndex={i === at ? 0 : -1}
                    aria-selected={selection ? row.getIsSelected() : undefined}
                    onKeyDown={(e) => onRowKey(e, row, i)}
                    onFocus={() => setFocused(i)}
                    onClick={onOpen ? () => onOpen(row.original) : undefined}
                    className={`outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset ${onOpen ? 'cursor-pointer' : ''} ${row.getIsSelected() ? 'bg-brand-50/80' : 'hover:bg-stone-50'} ${extra?.className ?? ''}`}
                  >
                    {selection && (
                      <td className="px-3 py-2 align-top" onClick={(e) => e.stopPropagation()}>
                        <input
                          type="checkbox"
                          aria-label={selection.rowLabel(row.original)}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                          className="size-4 accent-brand-600"
                        />
                      </td>
                    )}
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const Cell = meta?.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={cell.id}
                          scope={meta?.rowHeader ? 'row' : undefined}
                          className={`px-3 py-2 align-top ${meta?.rowHeader ? 'font-medium' : ''} ${meta?.className ?? ''}`}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Cell>
                      );
                    })}
                  </tr>
                  {more && (
                    <tr>
                      <td colSpan={row.getVisibleCells().length + (selection ? 1 : 0)} className="bg-stone-50 px-3 py-3">
                        {more}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {card && (
        <ul className="flex flex-col gap-2 md:hidden">
          {rows.map((r) => (
            <li key={getRowId(r)}>{card(r)}</li>
          ))}
        </ul>
      )}
      {paging && <Pager {...paging} shown={rows.length} />}
    </div>
  );
}
