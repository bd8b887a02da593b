import { STOCK_REASON_LABELS, STOCK_REASONS, type TStockReason } from '@larder/contract/admin-catalog';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { inputClass } from '../../../ui/admin-ui';
import { ErrorSummary, selectClass } from '../../../ui/catalogue-ui';
import { useBulkStock } from '../../catalogue/api/admin-bulk-products';

export interface StockItem {
  product: string;
  attribute_key: string;
}

/** Sets the chosen items' stock to N, or moves each by ±N, with one reason: all or none (never below 0). */
export function BulkStockDialog({ items, onClose, onDone }: { items: StockItem[]; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'set' | 'adjust'>('set');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState<TStockReason>('count_correction');
  const [note, setNote] = useState('');
  const save = useBulkStock();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { items, mode, value: Number(value), reason, note },
      {
        onSuccess: (r) => {
          notify(`Stock changed on ${r.changed} ${r.changed === 1 ? 'item' : 'items'}`, { kind: 'success' });
          onDone();
          onClose();
        },
      },
    );
  };
  const err = save.error as { fieldErrors?: { field: string; message: string }[] } | null;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Change the stock of ${items.length} ${items.length === 1 ? 'item' : 'items'}`}
    >
      <form onSubmit={submit} className="flex flex-col gap-3 text-sm">
        {save.isError && <ErrorSummary message={errorText(save.error)} errors={err?.fieldErrors} />}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-m`} className="font-medium">
            Change
          </label>
          <select id={`${id}-m`} value={mode} onChange={(e) => setMode(e.target.value as 'set' | 'adjust')} className={selectClass}>
            <option value="set">Set each to</option>
            <option value="adjust">Add or remove (−5 removes 5)</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-v`} className="font-medium">
            {mode === 'set' ? 'New stock' : 'Change by'}
          </label>
          <input
            id={`${id}-v`}
            inputMode="numeric"
            required
            pattern="-?[0-9]+"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-r`} className="font-medium">
            Reason
          </label>
          <select id={`${id}-r`} value={reason} onChange={(e) => setReason(e.target.value as TStockReason)} className={selectClass}>
            {STOCK_REASONS.map((r) => (
              <option key={r} value={r}>
                {STOCK_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-n`} className="font-medium">
            Note {reason === 'other' ? '' : '(optional)'}
          </label>
          <input id={`${id}-n`} value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} className={inputClass} />
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Change stock'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
