import { StatusChip } from '../../../ui/admin-ui';
import { actorText, formatDateTime } from '../../../ui/orders-format';
import type { TAdminOrder } from '../api/get-order-detail';

/** Every status the order went through, oldest first, with who moved it and their note. */
export function StatusTimeline({ history, cancelReason }: { history: TAdminOrder['status_history']; cancelReason: string }) {
  return (
    <ol className="relative ml-2 border-l-2 border-line">
      {history.map((h, i) => (
        <li key={`${h.at}-${i}`} className="relative pb-4 pl-5 last:pb-0">
          <span aria-hidden="true" className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-white bg-brand-600" />
          <div className="flex flex-wrap items-center gap-2">
            <StatusChip status={h.status} />
            <time dateTime={h.at} className="text-sm text-muted">
              {formatDateTime(h.at)}
            </time>
          </div>
          {h.by && <p className="mt-0.5 text-xs text-muted">by {actorText(h.by)}</p>}
          {(h.note || (h.status === 'Cancelled' && cancelReason)) && <p className="mt-1 text-sm">{h.note || cancelReason}</p>}
        </li>
      ))}
    </ol>
  );
}
