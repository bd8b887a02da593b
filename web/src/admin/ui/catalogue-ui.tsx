/**
 * Small pieces the catalogue and stock screens share: progress bar, thumbnails, a file's preview,
 * move buttons of an ordered list, list filters and a table's heading row.
 */
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, ImageOff, Search } from 'lucide-react';
import { type ComponentProps, useEffect, useMemo } from 'react';
import { assetUrl } from '../../api/client';
import { Button } from '../../ui/button';
import { inputClass } from './admin-ui';
import { selectClass } from './content-kit';

export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  const pct = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        {pct !== null && <span className="tabular-nums text-muted">{pct}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${pct === null ? 'w-1/3 animate-pulse' : ''}`}
          style={pct === null ? undefined : { width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

/** A product picture at 320 px (the API's -320.webp), or a placeholder. */
export function Thumb({ src, size = 40, alt = '' }: { src: string; size?: number; alt?: string }) {
  if (!src)
    return (
      <span className="grid shrink-0 place-items-center rounded-md bg-stone-100 text-stone-400" style={{ width: size, height: size }}>
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  return (
    <img
      src={assetUrl(src)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-md border border-line bg-white object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/** A blob: URL previewing a chosen file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * A plain table's heading row, one `th` per label; an empty label is a column of buttons, named
 * "Actions" for screen readers. `cell` is each heading's padding.
 */
export function ColumnHeads({ labels, cell = 'p-2 first:pl-0 last:pr-0' }: { labels: readonly string[]; cell?: string }) {
  return (
    <tr>
      {labels.map((label) => (
        <th key={label || 'actions'} scope="col" className={`${cell} font-semibold`}>
          {label || <span className="sr-only">Actions</span>}
        </th>
      ))}
    </tr>
  );
}

/**
 * "Move up" and "Move down" for one item of an ordered list ("Move Beef up"); `across` for a row
 * of pictures ("Move picture 2 earlier", arrows left and right).
 */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
  disabled = false,
  across = false,
}: {
  label: string;
  index: number;
  count: number;
  /** Called with the item's new index. */
  onMove: (to: number) => void;
  disabled?: boolean;
  across?: boolean;
}) {
  const [Back, Forth] = across ? [ArrowLeft, ArrowRight] : [ArrowUp, ArrowDown];
  const [back, forth] = across ? ['earlier', 'later'] : ['up', 'down'];
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${label} ${back}`}
        disabled={index === 0 || disabled}
        onClick={() => onMove(index - 1)}
      >
        <Back aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${label} ${forth}`}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(index + 1)}
      >
        <Forth aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}

/** A list filter: a labelled select that changes the list as soon as it changes. */
export function FilterSelect({ id, label, ...select }: { id: string; label: string } & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} {...select} className={selectClass} />
    </div>
  );
}

/** A list's search box with its magnifier. */
export function SearchField({
  id,
  label,
  className = '',
  ...input
}: { id: string; label: string } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
        <input id={id} type="search" {...input} className={`${inputClass} w-full pl-9`} />
      </div>
    </div>
  );
}

/** A list query's states as the console table shows them (loading, error with retry, the previous page while the next loads). */
export function queryStates(q: { isPending: boolean; error: unknown; refetch: () => unknown; isPlaceholderData?: boolean }) {
  return { loading: q.isPending, error: q.error, onRetry: () => void q.refetch(), stale: q.isPlaceholderData };
}
