import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../../ui/states';
import { PagedList } from '../../../ui/paged-list';

export const QUEUE_PAGE_LEN = 25;

/** The pending / approved / rejected switch above a moderation list, with how many are in each. */
export function StateFilter<S extends string>({
  value,
  options,
  counts,
  onChange,
}: {
  value: S;
  options: readonly (readonly [S, string])[];
  counts: Record<S, number> | undefined;
  onChange: (s: S) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show"
      className="grid grid-cols-3 rounded-full border border-line bg-white p-1 sm:inline-flex sm:self-start"
    >
      {options.map(([v, label]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={`rounded-full px-2 py-1.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${value === v ? 'bg-brand-600 text-white' : 'text-ink hover:bg-stone-100'}`}
        >
          {label}
          {counts && <span className={value === v ? 'text-white/85' : 'text-muted'}> ({counts[v]})</span>}
        </button>
      ))}
    </div>
  );
}

/** Which state a moderation list shows and which page of it; a new state starts at page 1. */
export function useQueue<S extends string>(first: S) {
  const [state, setState] = useState(first);
  const [page, setPage] = useState(1);
  const onState = (s: S) => {
    setState(s);
    setPage(1);
  };
  return { state, onState, page, setPage };
}

/** A moderation list: the state switch, the page of rows in that state (or why there are none), the pager. */
export function Queue<S extends string, T>({
  noun,
  states,
  queue,
  list,
  rows,
  waiting,
  renderRow,
}: {
  noun: 'review' | 'question';
  states: readonly (readonly [S, string])[];
  queue: ReturnType<typeof useQueue<S>>;
  list: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { total: number; counts: Record<S, number> };
  };
  rows: T[] | undefined;
  /** Says what waits in the pending list. */
  waiting: string;
  renderRow: (row: T) => ReactNode;
}) {
  const { state, onState, page, setPage } = queue;
  return (
    <div className="flex flex-col gap-4">
      <StateFilter value={state} options={states} counts={list.data?.counts} onChange={onState} />
      <PagedList
        query={list}
        rows={rows}
        total={list.data?.total}
        paging={{ page, pageLen: QUEUE_PAGE_LEN, onPage: setPage, label: `${noun[0]!.toUpperCase()}${noun.slice(1)} pages` }}
        loading={{ label: `Loading ${noun}s`, blocks: ['h-28 w-full', 'h-28 w-full', 'h-28 w-full'] }}
        empty={
          <EmptyState
            title={state === 'pending' ? `No ${noun}s waiting` : `No ${state} ${noun}s`}
            text={state === 'pending' ? waiting : undefined}
          />
        }
        renderRow={renderRow}
      />
    </div>
  );
}
