import { Timer } from 'lucide-react';
import { useEffect } from 'react';
import type { TSlotHold } from '../../../shared/checkout/get-slot-hold';
import { useNow } from '../use-now';

function mmss(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * How long the server keeps the slot: counted down from the server's `seconds_left` (not the
 * device clock, which may be wrong), with the one extension the shop allows. Screen readers hear
 * the 5-minute and 1-minute warnings, not every second (WCAG 2.2.1).
 */
export function HoldCountdown({
  hold,
  fetchedAt,
  onExtend,
  extending,
  onExpired,
  compact = false,
}: {
  hold: TSlotHold;
  /** When the hold answer arrived (the query's dataUpdatedAt). */
  fetchedAt: number;
  onExtend?: () => void;
  extending?: boolean;
  onExpired: () => void;
  compact?: boolean;
}) {
  const now = useNow();
  const left = Math.max(0, hold.seconds_left - Math.max(0, Math.floor((now - fetchedAt) / 1000)));
  const expired = left === 0;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const warning =
    left <= 60 ? 'Less than a minute left to keep your slot.' : left <= 300 ? 'Less than 5 minutes left to keep your slot.' : '';
  const urgent = left <= 300;

  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl px-3 py-2 text-sm ${urgent ? 'bg-amber-50 text-amber-950' : 'bg-leaf/10 text-ink'}`}
      data-testid="hold-countdown"
    >
      <Timer aria-hidden="true" className={`size-4 shrink-0 ${urgent ? 'text-amber-700' : 'text-leaf'}`} />
      <p className="min-w-0 flex-1">
        {compact ? 'Held for ' : 'We are holding this slot for you for '}
        <span role="timer" className="font-bold tabular-nums" aria-label={`${Math.ceil(left / 60)} minutes`}>
          {mmss(left)}
        </span>
        {!compact && ' — place your order before it runs out.'}
      </p>
      <span className="sr-only" aria-live="polite">
        {warning}
      </span>
      {onExtend &&
        (hold.extended ? (
          <span className="text-xs text-muted">Extended once</span>
        ) : (
          <button
            type="button"
            onClick={onExtend}
            disabled={extending}
            className="rounded-full border border-current px-3 py-1 text-xs font-semibold hover:bg-white disabled:opacity-60"
          >
            {extending ? 'Extending…' : 'Extend hold'}
          </button>
        ))}
    </div>
  );
}
