import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { parseQuantity } from '../selection';

/** Whole-number quantity between `min` and `max`, in steps of 1. Typed text is checked on Enter or blur; anything but a whole number is undone. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  disabled = false,
  size = 'md',
}: {
  value: number;
  min: number;
  max: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
  size?: 'md' | 'lg';
}) {
  const id = useId();
  // What the shopper is typing; null while the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const q = parseQuantity(draft, { min, max });
    if (q !== null) onChange(q);
    setDraft(null);
  };
  const h = size === 'lg' ? 'h-12' : 'h-10';
  const btn = `grid ${h} w-10 place-items-center text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent`;
  return (
    <div className={`inline-flex ${h} shrink-0 items-center overflow-hidden rounded-full border border-line bg-white`}>
      <label htmlFor={id} className="sr-only">
        Quantity
      </label>
      <button
        type="button"
        aria-label="Decrease quantity"
        className={btn}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          else if (e.key === 'ArrowUp') {
            e.preventDefault();
            onChange(Math.min(max, value + 1));
          } else if (e.key === 'ArrowDown') {
            e.preventDefault();
            onChange(Math.max(min, value - 1));
          }
        }}
        className="h-full w-10 border-x border-line text-center text-sm font-semibold tabular-nums outline-none focus-visible:bg-brand-50 disabled:bg-stone-50"
      />
      <span id={`${id}-hint`} className="sr-only">
        {min === max ? `Quantity ${min}` : `From ${min} to ${max}`}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        className={btn}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
