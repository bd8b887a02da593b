import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { inputClass } from '../../../ui/admin-ui';
import { useBulkOrderStatus } from '../api/bulk-order-status';

const TARGETS = ['Confirmed', 'Packed', 'Out for delivery', 'Delivered'] as const;

export type BulkTarget = { orders: string[] } | { delivery_date: string; slot: string };

/**
 * Moves the chosen orders (or a slot's) to one status. All or nothing: when some cannot move the
 * dialog lists them and offers to move the others.
 */
export function BulkStatusDialog({
  target,
  title,
  onClose,
  onDone,
}: {
  target: BulkTarget;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<(typeof TARGETS)[number]>('Confirmed');
  const [note, setNote] = useState('');
  const move = useBulkOrderStatus();
  const blocked = move.error instanceof ApiError ? move.error.fieldErrors : [];
  const run = (skip: boolean) =>
    move.mutate(
      { ...target, status, note, skip_blocked: skip ? 1 : 0 },
      {
        onSuccess: (r) => {
          const left = r.skipped.length ? `; ${r.skipped.length} left as they were` : '';
          notify(`${r.moved.length} ${r.moved.length === 1 ? 'order' : 'orders'} moved to ${status}${left}`, { kind: 'success' });
          onDone();
          onClose();
        },
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(false);
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title}>
      <form onSubmit={submit} className="flex flex-col gap-3 text-sm">
        {move.isError && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <p className="font-semibold">{blocked.length ? 'Nothing was moved. These orders cannot move:' : errorText(move.error)}</p>
            {blocked.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {blocked.map((b) => (
                  <li key={b.field}>{b.message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-s`} className="font-medium">
            Move to
          </label>
          <select
            id={`${id}-s`}
            value={status}
            onChange={(e) => (setStatus(e.target.value as typeof status), move.reset())}
            className={inputClass}
          >
            {TARGETS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-n`} className="font-medium">
            Note (optional, in each order’s history)
          </label>
          <input id={`${id}-n`} value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} className={inputClass} />
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {blocked.length > 0 && (
            <Button variant="secondary" disabled={move.isPending} onClick={() => run(true)}>
              Move the others
            </Button>
          )}
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Moving…' : 'Move orders'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
