import { ArrowDown, Loader2 } from 'lucide-react';
import { PULL_MIN } from '../use-pull-to-refresh';

/** The pull-to-refresh indicator above a list; it takes no room until the shopper pulls. */
export function PullIndicator({ pull, refreshing }: { pull: number; refreshing: boolean }) {
  const height = refreshing ? 48 : Math.round(pull * 0.4);
  const ready = pull >= PULL_MIN;
  return (
    <div
      aria-hidden={!refreshing && !pull}
      className="flex items-end justify-center overflow-hidden text-xs font-medium text-muted"
      style={{ height, transition: pull && !refreshing ? 'none' : 'height 200ms ease-out' }}
    >
      {(pull > 0 || refreshing) && (
        <span role="status" className="mb-2 flex items-center gap-1.5">
          {refreshing ? (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Refreshing…
            </>
          ) : (
            <>
              <ArrowDown aria-hidden="true" className={`size-4 transition-transform ${ready ? 'rotate-180' : ''}`} />
              {ready ? 'Release to refresh' : 'Pull to refresh'}
            </>
          )}
        </span>
      )}
    </div>
  );
}
