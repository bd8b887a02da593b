import { STOCK_REASON_LABELS, STOCK_REASONS, type TStockReason } from '@larder/contract/admin-catalog';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { selectClass, textareaClass } from '../../../ui/content-kit';
import { useAdjustStock } from '../api/admin-adjust-stock';
import { useProductDetail } from '../api/admin-product-detail';

/** Add or remove stock with a reason; stock never goes below 0 (the shop refuses it). */
export function AdjustStockDialog({
  product,
  productName,
  attributeKey,
  onClose,
}: {
  product: string;
  productName: string;
  attributeKey?: string;
  onClose: () => void;
}) {
  const detail = useProductDetail(product);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Adjust stock: ${productName}`}>
      {detail.isPending ? (
        <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data.inventory_method === 'Dont Track Inventory' ? (
        <p className="text-sm">
          {productName} does not track stock.{' '}
          <Link to={`/admin/catalogue/${product}`} className="font-medium text-brand-700 underline">
            Change how its stock is kept
          </Link>{' '}
          first.
        </p>
      ) : (
        <AdjustForm
          product={product}
          productName={productName}
          combos={detail.data.inventory_method === 'Track Inventory By Product Attributes' ? detail.data.combinations : null}
          stock={detail.data.stock}
          attributeKey={attributeKey}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function AdjustForm({
  product,
  productName,
  combos,
  stock,
  attributeKey,
  onClose,
}: {
  product: string;
  productName: string;
  combos: { attribute_key: string; description: string; stock: number; disabled: 0 | 1 }[] | null;
  stock: number;
  attributeKey?: string;
  onClose: () => void;
}) {
  const [key, setKey] = useState(attributeKey ?? combos?.[0]?.attribute_key ?? '');
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [qty, setQty] = useState('');
  const [reason, setReason] = useState<TStockReason>('delivery_received');
  const [reasonTouched, setReasonTouched] = useState(false);
  const [note, setNote] = useState('');
  const adjust = useAdjustStock();
  const current = combos ? (combos.find((c) => c.attribute_key === key)?.stock ?? 0) : stock;
  const n = /^\d+$/.test(qty.trim()) ? Number(qty.trim()) : NaN;
  const change = direction === 'add' ? n : -n;
  const after = Number.isFinite(change) ? current + change : null;
  const qtyError =
    qty && (!Number.isFinite(n) || n < 1)
      ? 'Enter a whole number of 1 or more.'
      : after !== null && after < 0
        ? `Only ${current} in stock: stock cannot go below 0.`
        : null;
  const serverErrors = adjust.error instanceof ApiError ? adjust.error : null;

  const setDir = (d: 'add' | 'remove') => {
    setDirection(d);
    if (!reasonTouched) setReason(d === 'add' ? 'delivery_received' : 'waste');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!Number.isFinite(n) || n < 1 || qtyError) return;
    adjust.mutate(
      { product, attribute_key: key, change, reason, note },
      {
        onSuccess: (r) => {
          notify(
            `${productName}: stock is now ${r.stock}${r.notified ? `; ${r.notified} waiting ${r.notified === 1 ? 'shopper was' : 'shoppers were'} told` : ''}`,
            {
              kind: 'success',
              duration: 4000,
            },
          );
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {combos && (
        <Field label="Combination" htmlFor="adj-combo">
          <select id="adj-combo" value={key} onChange={(e) => setKey(e.target.value)} className={selectClass}>
            {combos.map((c) => (
              <option key={c.attribute_key} value={c.attribute_key}>
                {c.description} ({c.stock} in stock{c.disabled ? ', not sold' : ''})
              </option>
            ))}
          </select>
        </Field>
      )}
      <fieldset>
        <legend className="text-sm font-medium">Change</legend>
        <div className="mt-1 flex gap-2">
          {(['add', 'remove'] as const).map((d) => (
            <label
              key={d}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${direction === d ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
            >
              <input type="radio" name="direction" checked={direction === d} onChange={() => setDir(d)} className="accent-brand-600" />
              {d === 'add' ? 'Add stock (+)' : 'Remove stock (−)'}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Quantity"
        htmlFor="adj-qty"
        error={qtyError ?? serverErrors?.fieldErrors.find((f) => f.field === 'change')?.message ?? null}
      >
        <input
          id="adj-qty"
          inputMode="numeric"
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          aria-invalid={!!qtyError}
          required
          autoFocus
          className={inputClass}
        />
      </Field>
      <Field label="Reason" htmlFor="adj-reason">
        <select
          id="adj-reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as TStockReason);
            setReasonTouched(true);
          }}
          className={selectClass}
        >
          {STOCK_REASONS.map((r) => (
            <option key={r} value={r}>
              {STOCK_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={reason === 'other' ? 'Note (required)' : 'Note (optional)'}
        htmlFor="adj-note"
        hint="e.g. the supplier’s delivery note number"
      >
        <textarea
          id="adj-note"
          value={note}
          maxLength={300}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          className={`${textareaClass} min-h-16`}
        />
      </Field>
      <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm" aria-live="polite">
        In stock: <strong className="tabular-nums">{current}</strong>
        {after !== null && after >= 0 && (
          <>
            {' '}
            → <strong className="tabular-nums">{after}</strong>
          </>
        )}
      </p>
      {adjust.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {errorText(adjust.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={adjust.isPending || !qty || !!qtyError || (reason === 'other' && note.trim().length < 3)}>
          {adjust.isPending ? 'Saving…' : 'Save stock change'}
        </Button>
      </div>
    </form>
  );
}
