/**
 * A list the team reorders by dragging a row (mouse) or with its up/down buttons (keyboard,
 * touch). Each move is announced for screen readers. The caller owns the order: `onMove(from, to)`.
 */
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type ReactNode, useState } from 'react';

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [it] = next.splice(from, 1);
  if (it !== undefined) next.splice(to, 0, it);
  return next;
}

export function SortableList<T>({
  items,
  getKey,
  getLabel,
  onMove,
  renderItem,
  label,
  disabled = false,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Names the item in the move buttons and announcements ("Move Best Sellers up"). */
  getLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  disabled?: boolean;
}) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    const it = items[from];
    if (it !== undefined) setSaid(`${getLabel(it)} moved to position ${to + 1} of ${items.length}`);
  };
  return (
    <>
      <ol aria-label={label} className="flex flex-col gap-2">
        {items.map((item, i) => (
          <li
            key={getKey(item)}
            draggable={!disabled}
            onDragStart={(e) => {
              setDragFrom(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', getKey(item));
            }}
            onDragOver={(e) => {
              if (dragFrom === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (over !== i) setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) move(dragFrom, i);
              setDragFrom(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setOver(null);
            }}
            className={`flex items-stretch gap-2 rounded-xl border bg-white ${over === i && dragFrom !== i ? 'border-brand-600 ring-2 ring-brand-100' : 'border-line'} ${dragFrom === i ? 'opacity-50' : ''}`}
          >
            <span
              aria-hidden="true"
              title="Drag to reorder"
              className={`flex items-center rounded-l-xl px-1.5 text-stone-400 ${disabled ? '' : 'cursor-grab hover:bg-stone-50 active:cursor-grabbing'}`}
            >
              <GripVertical className="size-4" />
            </span>
            <div className="min-w-0 flex-1 py-2">{renderItem(item, i)}</div>
            <div className="flex flex-col justify-center gap-0.5 pr-1.5">
              <button
                type="button"
                disabled={disabled || i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move ${getLabel(item)} up`}
                className="grid size-7 place-items-center rounded-md text-muted hover:bg-stone-100 hover:text-ink disabled:opacity-30"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                disabled={disabled || i === items.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${getLabel(item)} down`}
                className="grid size-7 place-items-center rounded-md text-muted hover:bg-stone-100 hover:text-ink disabled:opacity-30"
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </>
  );
}
