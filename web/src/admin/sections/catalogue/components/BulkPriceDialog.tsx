import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { inputClass } from '../../../ui/admin-ui';
import { ErrorSummary, selectClass } from '../../../ui/catalogue-ui';
import { useBulkProductPrice } from '../api/admin-bulk-products';

/** Sets one price on the chosen products, or moves each by a percentage (the server rounds to the penny). */
export function BulkPriceDialog({ products, onClose, onDone }: { products: string[]; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'percent' | 'price'>('percent');
  const [value, setValue] = useState('');
  const save = useBulkProductPrice();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return;
    save.mutate(
      { products, ...(mode === 'price' ? { price: n } : { percent: n }) },
      {
        onSuccess: (r) => {
          notify(`${r.changed} ${r.changed === 1 ? 'price' : 'prices'} changed`, { kind: 'success' });
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
      title={`Change the price of ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
    >
      <form onSubmit={submit} className="flex flex-col gap-3 text-sm">
        {save.isError && <ErrorSummary message={errorText(save.error)} errors={err?.fieldErrors} />}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-mode`} className="font-medium">
            Change
          </label>
          <select id={`${id}-mode`} value={mode} onChange={(e) => setMode(e.target.value as 'percent' | 'price')} className={selectClass}>
            <option value="percent">By a percentage</option>
            <option value="price">Set one price</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-v`} className="font-medium">
            {mode === 'percent' ? 'Percent (−10 for 10% off)' : 'New price (£)'}
          </label>
          <input
            id={`${id}-v`}
            inputMode="decimal"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Change prices'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
