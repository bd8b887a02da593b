import { Loader2, Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';

/**
 * − quantity + for a product already in the cart (at the smallest quantity the minus deletes,
 * after asking). Labels name the product: 'Increase quantity of Lamb Chops'. While a change is
 * on its way the buttons are aria-disabled rather than disabled, so keyboard focus stays put.
 */
export function QtyStepper({
  name,
  qty,
  busy = false,
  canIncrease = true,
  onDecrease,
  onIncrease,
  increaseRef,
  size = 'sm',
}: {
  name: string;
  qty: number;
  busy?: boolean;
  canIncrease?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  /** The plus button, for moving focus to it when 'Add' turns into this stepper. */
  increaseRef?: Ref<HTMLButtonElement>;
  size?: 'sm' | 'md';
}) {
  const h = size === 'md' ? 'h-10' : 'h-9';
  const btn = `grid ${h} w-9 shrink-0 place-items-center text-white hover:bg-brand-700 aria-disabled:cursor-wait disabled:cursor-not-allowed disabled:opacity-50`;
  return (
    <div className={`flex ${h} w-full min-w-0 items-center justify-between overflow-hidden rounded-full bg-brand-600 text-white`}>
      <button
        type="button"
        className={btn}
        aria-disabled={busy || undefined}
        aria-label={`Decrease quantity of ${name}`}
        onClick={() => !busy && onDecrease()}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span className="grid min-w-6 place-items-center text-sm font-bold tabular-nums" aria-live="polite" aria-atomic="true">
        {busy && <Loader2 aria-hidden="true" className="col-start-1 row-start-1 size-4 animate-spin" />}
        <span className={`col-start-1 row-start-1 ${busy ? 'invisible' : ''}`} data-testid="line-qty">
          <span className="sr-only">Quantity of {name}: </span>
          {qty}
        </span>
      </span>
      <button
        ref={increaseRef}
        type="button"
        className={btn}
        aria-disabled={busy || undefined}
        disabled={!canIncrease}
        aria-label={`Increase quantity of ${name}`}
        onClick={() => !busy && onIncrease()}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
