import { adminCatalogCalls, STOCK_REASON_LABELS, STOCK_REASONS } from '@larder/contract/admin-catalog';
import { Link } from 'react-router';
import { z } from 'zod';
import { useContractForm } from '../../../../shared/forms';
import { ConsoleSelect, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { Dialog } from '../../../../ui/dialog';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { useAdjustStock } from '../api/admin-adjust-stock';
import { useProductDetail } from '../api/admin-product-detail';

const QTY_WORDS = 'Enter a whole number of 1 or more.';

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
  const title = `Adjust stock: ${productName}`;
  if (detail.isSuccess && detail.data.inventory_method !== 'Dont Track Inventory')
    return (
      <AdjustForm
        title={title}
        product={product}
        productName={productName}
        combos={detail.data.inventory_method === 'Track Inventory By Product Attributes' ? detail.data.combinations : null}
        stock={detail.data.stock}
        attributeKey={attributeKey}
        onClose={onClose}
      />
    );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title}>
      {detail.isPending ? (
        <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <p className="text-sm">
          {productName} does not track stock.{' '}
          <Link to={`/admin/catalogue/${product}`} className="font-medium text-brand-700 underline">
            Change how its stock is kept
          </Link>{' '}
          first.
        </p>
      )}
    </Dialog>
  );
}

/** The call's combination, reason and note; the change as a direction and a quantity of 1 or more. */
const { attribute_key, change, reason, note } = adminCatalogCalls.admin_adjust_stock.payload.shape;
const SCHEMA = z.object({
  attribute_key,
  direction: z.enum(['add', 'remove']),
  qty: change.refine((n) => n > 0, { error: QTY_WORDS }),
  reason,
  note,
});

function AdjustForm({
  title,
  product,
  productName,
  combos,
  stock,
  attributeKey,
  onClose,
}: {
  title: string;
  product: string;
  productName: string;
  combos: { attribute_key: string; description: string; stock: number; disabled: 0 | 1 }[] | null;
  stock: number;
  attributeKey?: string;
  onClose: () => void;
}) {
  const adjust = useAdjustStock();
  const form = useContractForm(SCHEMA, {
    defaultValues: {
      attribute_key: attributeKey ?? combos?.[0]?.attribute_key ?? '',
      direction: 'add',
      qty: '',
      reason: 'delivery_received',
      note: '',
    },
    words: { qty: { required: QTY_WORDS, invalid: QTY_WORDS } },
  });
  const [key, direction, qty, reason, noteText] = form.watch(['attribute_key', 'direction', 'qty', 'reason', 'note']);
  const current = combos ? (combos.find((c) => c.attribute_key === key)?.stock ?? 0) : stock;
  const n = /^\d+$/.test(String(qty).trim()) ? Number(String(qty).trim()) : NaN;
  const after = Number.isFinite(n) ? current + (direction === 'add' ? n : -n) : null;
  // Checked as they type: the shop refuses stock below 0.
  const belowZero = after !== null && after < 0 ? `Only ${current} in stock: stock cannot go below 0.` : null;
  // The reason follows the direction until they choose one themselves.
  const chosenReason = form.formState.dirtyFields.reason;
  const setDirection = (d: 'add' | 'remove') => !chosenReason && form.setValue('reason', d === 'add' ? 'delivery_received' : 'waste');

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      form={form}
      submitLabel="Save stock change"
      canSubmit={!belowZero && !(reason === 'other' && String(noteText).trim().length < 3)}
      onSubmit={async ({ qty, direction, ...rest }) => {
        const r = await adjust.mutateAsync({ product, change: direction === 'add' ? qty : -qty, ...rest });
        const told = r.notified ? `; ${r.notified} waiting ${r.notified === 1 ? 'shopper was' : 'shoppers were'} told` : '';
        notify(`${productName}: stock is now ${r.stock}${told}`, { kind: 'success', duration: 4000 });
        onClose();
      }}
    >
      {combos && (
        <ConsoleSelect name="attribute_key" label="Combination" id="adj-combo">
          {combos.map((c) => (
            <option key={c.attribute_key} value={c.attribute_key}>
              {c.description} ({c.stock} in stock{c.disabled ? ', not sold' : ''})
            </option>
          ))}
        </ConsoleSelect>
      )}
      <fieldset>
        <legend className="text-sm font-medium">Change</legend>
        <div className="mt-1 flex gap-2">
          {(['add', 'remove'] as const).map((d) => (
            <label
              key={d}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${direction === d ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
            >
              <input
                type="radio"
                value={d}
                {...form.register('direction', {
                  onChange: (e: { target: HTMLInputElement }) => setDirection(e.target.value as 'add' | 'remove'),
                })}
                className="accent-brand-600"
              />
              {d === 'add' ? 'Add stock (+)' : 'Remove stock (−)'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <ConsoleText name="qty" label="Quantity" id="adj-qty" inputMode="numeric" autoFocus />
        {belowZero && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {belowZero}
          </p>
        )}
      </div>
      <ConsoleSelect name="reason" label="Reason" id="adj-reason">
        {STOCK_REASONS.map((r) => (
          <option key={r} value={r}>
            {STOCK_REASON_LABELS[r]}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleTextArea
        name="note"
        label={reason === 'other' ? 'Note (required)' : 'Note (optional)'}
        id="adj-note"
        hint="e.g. the supplier’s delivery note number"
        maxLength={300}
        rows={2}
      />
      <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm" aria-live="polite">
        In stock: <strong className="tabular-nums">{current}</strong>
        {after !== null && after >= 0 && (
          <>
            {' '}
            → <strong className="tabular-nums">{after}</strong>
          </>
        )}
      </p>
    </FormDialog>
  );
}
