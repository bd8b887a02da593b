import { Minus, Plus, Replace, Trash2, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../../api/client';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { Field, inputClass } from '../../../ui/admin-ui';
import { ConfirmDialog } from '../../../ui/content-kit';
import { substitutionText } from '../../../ui/orders-format';
import { ColumnHeadings } from '../../../ui/orders-table-head';
import { formatWeight } from '../weighing';
import { type LineChange, useEditOrderLines } from '../api/edit-order-lines';
import type { TAdminOrder } from '../api/get-order-detail';
import { RefundChoice } from './RefundChoice';
import { type Substitute, SubstitutePicker } from './SubstitutePicker';

type Line = TAdminOrder['items'][number];
interface Draft {
  qty: number;
  sub?: Substitute;
}

function LineText({ l, estimated }: { l: Line; estimated: boolean }) {
  const sub = l.is_free_item ? '' : substitutionText(l.substitution, l.substitute_product_name);
  return (
    <>
      <span className="font-medium">{l.product_name}</span>
      {l.is_free_item === 1 && <span className="ml-2 rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900">Free</span>}
      {l.attribute_description && <span className="block text-xs text-ink">{l.attribute_description}</span>}
      {l.weighed && (
        <span className="block text-xs text-ink" data-testid="admin-line-weighed">
          {l.weighed.weighed_weight_g !== null
            ? `Weighed ${formatWeight(l.weighed.weighed_weight_g)} at ${formatPrice(l.weighed.price_per_kg)}/kg${estimated ? ' (charged when picking is finished)' : ''}`
            : `Sold by weight: about ${formatWeight(l.weighed.estimated_weight_g)} at ${formatPrice(l.weighed.price_per_kg)}/kg, at most ${formatPrice(l.weighed.max_total)}`}
        </span>
      )}
      {l.note && <span className="block text-xs text-ink">Note: {l.note}</span>}
      {sub && <span className="block text-xs text-muted">{sub}</span>}
    </>
  );
}

export interface EditOutcome {
  total: number;
  was: number;
  refunded: number;
  to: 'original' | 'wallet';
}

/**
 * The order's lines. In edit mode (before packing, managers and owners) each line gets a quantity
 * stepper capped at what was ordered, remove and substitute; the new total comes from the server.
 */
export function OrderLines({ order, editing, onDone }: { order: TAdminOrder; editing: boolean; onDone: (r: EditOutcome | null) => void }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [picking, setPicking] = useState<Line | null>(null);
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<'original' | 'wallet'>('original');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditOrderLines();

  const draftOf = (l: Line): Draft => drafts[l.name] ?? { qty: l.quantity };
  const setDraft = (l: Line, d: Draft) => setDrafts((all) => ({ ...all, [l.name]: d }));
  const changes: (LineChange & { text: string })[] = order.items.flatMap((l) => {
    const d = drafts[l.name];
    if (!d) return [];
    if (d.qty === 0) return [{ line: l.name, quantity: 0, text: `${l.product_name}: removed` }];
    const c: LineChange & { text: string } = { line: l.name, text: '' };
    const parts: string[] = [];
    if (d.qty !== l.quantity) {
      c.quantity = d.qty;
      parts.push(`quantity ${l.quantity} → ${d.qty}`);
    }
    if (d.sub) {
      c.substitute_product = d.sub.id;
      parts.push(`substituted by ${d.sub.name}`);
    }
    if (!parts.length) return [];
    c.text = `${l.product_name}: ${parts.join(', ')}`;
    return [c];
  });
  const reasonError = reason.trim().length < 3 ? 'Give a reason (at least 3 characters).' : null;
  const cardPaid = order.paid_amount - order.wallet_amount - order.points_amount;

  const stopEditing = (r: EditOutcome | null) => {
    setDrafts({});
    setReason('');
    setTouched(false);
    edit.reset();
    onDone(r);
  };

  const review = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!reasonError && changes.length) setConfirming(true);
  };

  const save = () =>
    edit.mutate(
      { order_id: order.name, changes: changes.map(({ text: _t, ...c }) => c), reason: reason.trim(), refund_to: refundTo },
      {
        onSuccess: (r) => {
          setConfirming(false);
          stopEditing({ total: r.order.total_amount, was: order.total_amount, refunded: r.refunded, to: refundTo });
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <>
      <div className="-mx-4 overflow-x-auto px-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Order lines</caption>
          <ColumnHeadings
            className="border-b border-line text-left text-xs tracking-wide text-muted uppercase"
            headings={[
              { label: 'Product', className: 'py-2 pr-3 font-semibold' },
              { label: 'Qty', className: 'px-3 py-2 text-right font-semibold' },
              { label: 'Price', className: 'px-3 py-2 text-right font-semibold' },
              { label: 'Total', className: 'py-2 pl-3 text-right font-semibold' },
            ]}
          />
          <tbody className="divide-y divide-line">
            {order.items.map((l) => {
              const d = draftOf(l);
              const removed = d.qty === 0;
              const editable = editing && l.is_free_item !== 1;
              return (
                <tr key={l.name} className={removed ? 'bg-stone-50' : ''} data-testid="admin-order-line">
                  <td className={`py-2 pr-3 align-top ${removed ? 'text-muted line-through' : ''}`}>
                    <LineText l={l} estimated={order.estimated} />
                    {d.sub && !removed && (
                      <span className="mt-1 flex flex-wrap items-center gap-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-950 no-underline">
                        Substitute: <strong>{d.sub.name}</strong> ({formatPrice(d.sub.price)})
                        <button type="button" onClick={() => setDraft(l, { qty: d.qty })} className="font-semibold underline">
                          Clear
                        </button>
                      </span>
                    )}
                    {editable && (
                      <span className="mt-1.5 flex flex-wrap gap-1.5">
                        {removed ? (
                          <Button size="sm" variant="ghost" onClick={() => setDraft(l, { qty: l.quantity })}>
                            <Undo2 aria-hidden="true" className="size-4" /> Undo remove
                          </Button>
                        ) : (
                          <>
                            <Button size="sm" variant="ghost" onClick={() => setPicking(l)} aria-label={`Substitute ${l.product_name}`}>
                              <Replace aria-hidden="true" className="size-4" /> Substitute
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setDraft(l, { qty: 0 })}
                              aria-label={`Remove ${l.product_name}`}
                            >
                              <Trash2 aria-hidden="true" className="size-4" /> Remove
                            </Button>
                          </>
                        )}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right align-top tabular-nums">
                    {editable && !removed ? (
                      <span className="inline-flex items-center gap-1" role="group" aria-label={`Quantity of ${l.product_name}`}>
                        <button
                          type="button"
                          aria-label="One fewer"
                          disabled={d.qty <= 1}
                          onClick={() => setDraft(l, { ...d, qty: d.qty - 1 })}
                          className="grid size-7 place-items-center rounded-full border border-line hover:border-brand-600 disabled:opacity-40"
                        >
                          <Minus aria-hidden="true" className="size-3.5" />
                        </button>
                        <output className="w-7 text-center font-semibold" aria-live="polite">
                          {d.qty}
                        </output>
                        <button
                          type="button"
                          aria-label="One more"
                          disabled={d.qty >= l.quantity}
                          onClick={() => setDraft(l, { ...d, qty: d.qty + 1 })}
                          className="grid size-7 place-items-center rounded-full border border-line hover:border-brand-600 disabled:opacity-40"
                        >
                          <Plus aria-hidden="true" className="size-3.5" />
                        </button>
                      </span>
                    ) : (
                      l.quantity
                    )}
                  </td>
                  <td className="px-3 py-2 text-right align-top tabular-nums">{formatPrice(l.price)}</td>
                  <td className="py-2 pl-3 text-right align-top font-semibold tabular-nums">{formatPrice(l.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {editing && (
        <form onSubmit={review} noValidate className="mt-4 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50/50 p-4">
          <p className="text-sm">
            Quantities can only go down. The shop works out the new total when you save, and any money paid above it goes back to the
            customer automatically.
          </p>
          <Field label="Reason for the change" htmlFor="edit-reason" error={touched ? reasonError : null}>
            <input
              id="edit-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={300}
              required
              aria-invalid={touched && Boolean(reasonError)}
              className={inputClass}
            />
          </Field>
          {cardPaid > 0 && <RefundChoice name="edit-refund" value={refundTo} onChange={setRefundTo} disabled={edit.isPending} />}
          {touched && !changes.length && (
            <p role="alert" className="text-sm font-medium text-red-800">
              Nothing has changed yet.
            </p>
          )}
          {edit.isError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorText(edit.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => stopEditing(null)} disabled={edit.isPending}>
              Discard changes
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              Review and save{changes.length ? ` (${changes.length})` : ''}
            </Button>
          </div>
        </form>
      )}

      {picking && (
        <SubstitutePicker
          open
          onOpenChange={(o) => !o && setPicking(null)}
          lineName={picking.product_name}
          quantity={draftOf(picking).qty}
          onPick={(s) => setDraft(picking, { qty: draftOf(picking).qty, sub: s })}
        />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !edit.isPending && setConfirming(o)}
        title={`Change order ${order.name}?`}
        description="The customer sees the new lines at once."
        confirmLabel="Save changes"
        cancelLabel="Back"
        busyLabel="Saving…"
        pending={edit.isPending}
        error={edit.isError ? edit.error : null}
        onConfirm={save}
      >
        <ul className="mb-3 list-disc pl-5">
          {changes.map((c) => (
            <li key={c.line}>{c.text}</li>
          ))}
        </ul>
        <p className="rounded-lg bg-stone-50 p-3">
          The shop recalculates the total. Whatever was paid above the new total is refunded automatically
          {cardPaid > 0 ? (refundTo === 'wallet' ? ', to the customer’s wallet' : ', to the card it came from') : ''}.
        </p>
      </ConfirmDialog>
    </>
  );
}
