import { adminOrdersCalls } from '@larder/contract/admin-orders';
import { ArrowLeft, CheckCircle2, Scale, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError, errorText } from '../../../../api/client';
import { formatPrice } from '../../../../lib/money';
import { useContractForm } from '../../../../shared/forms';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { inputClass, StatusChip } from '../../../ui/admin-ui';
import { ConsoleText } from '../../../ui/console-fields';
import { FormDialog } from '../../../ui/FormDialog';
import { formatDateTime, formatDay } from '../../../ui/orders-format';
import { useFinishPicking } from '../api/finish-picking';
import { type TAdminOrder, useOrderDetail } from '../api/get-order-detail';
import { type TWeighingLine, type TWeighingSheet, useWeighing } from '../api/get-weighing';
import { usePickLine } from '../api/pick-line';
import { useRemoveWeighedLine } from '../api/remove-weighed-line';
import { useWeighLine } from '../api/weigh-line';
import { finishOutcomeText, type FinishPayment, formatWeight, nextToWeigh, parseGrams } from '../weighing';

/** Orders whose lines (and weights) can still change: after packing the server refuses. */
const PICKABLE = ['Placed', 'Confirmed'];

const inputId = (line: string) => `grams-${line}`;
const errorId = (line: string) => `grams-${line}-error`;

/** The server's words for a refused weight: its message, and the field's own note when it adds something. */
function weighError(err: unknown): string {
  if (!(err instanceof ApiError)) return errorText(err);
  const field = err.fieldErrors.find((e) => e.field === 'grams')?.message;
  return field && !err.message.includes(field) ? `${err.message} (${field}.)` : err.message;
}

function Totals({ sheet }: { sheet: TWeighingSheet }) {
  const finished = Boolean(sheet.picked_at);
  // Once picked the sheet's estimate is the final total: only the final total and the cap are worth showing.
  const rows: [string, number, string][] = [
    ...(finished ? [] : ([['Estimated', sheet.estimated_total, 'weighing-estimated']] as [string, number, string][])),
    [finished ? 'Final total' : 'Now', sheet.current_total, 'weighing-current'],
    ['At most', sheet.max_total, 'weighing-max'],
  ];
  return (
    <dl className={`grid gap-2 text-center ${finished ? 'grid-cols-2' : 'grid-cols-3'}`} aria-label="Order totals">
      {rows.map(([label, amount, testId]) => (
        <div key={label} className={`rounded-lg px-2 py-2 ${label === 'Now' || label === 'Final total' ? 'bg-brand-50' : 'bg-stone-50'}`}>
          <dt className="text-xs font-medium text-muted">{label}</dt>
          <dd
            className={`tabular-nums ${label === 'Now' || label === 'Final total' ? 'text-lg font-bold' : 'font-semibold'}`}
            data-testid={testId}
          >
            {formatPrice(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** How a line was picked, in words ("" while not yet). */
function pickText(l: TWeighingLine): string {
  if (l.pick_state === 'picked') return 'Picked';
  if (l.pick_state === 'short') return `Short: ${l.picked_quantity ?? 0} of ${l.quantity} found`;
  if (l.pick_state === 'substituted') return `Substituted: ${l.pick_substitute}`;
  return '';
}

/**
 * A line not sold by weight: the picker ticks it once it is in the box, or records a short-pick or
 * a substitution. The mark is saved at once on the server (a reload keeps it).
 */
function PickedLine({
  l,
  readOnly,
  saving,
  checked,
  onTick,
  onIssue,
}: {
  l: TWeighingLine;
  readOnly: boolean;
  saving: boolean;
  /** Ticked: as saved, or as being saved. */
  checked: boolean;
  onTick: (picked: boolean) => void;
  onIssue: () => void;
}) {
  const mark = pickText(l);
  const id = `pick-${l.line}`;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="weighing-line">
      <div className="flex min-w-0 items-start gap-3">
        {!readOnly && (
          <input
            id={id}
            type="checkbox"
            checked={checked}
            disabled={saving}
            onChange={(e) => onTick(e.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-brand-600"
          />
        )}
        <div className="min-w-0">
          <label htmlFor={readOnly ? undefined : id} className="font-medium">
            {readOnly ? null : <span className="sr-only">Picked </span>}
            {l.product_name}
            {l.free && <span className="ml-2 rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900">Free</span>}
          </label>
          <p className="text-xs text-muted">
            {l.quantity} × {l.pack_size || 'each'}
            {l.substitution === 'no_substitute' ? ' · no substitute wanted' : ''}
          </p>
          {mark && (
            <p
              className={`mt-1 inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${
                l.pick_state === 'picked' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'
              }`}
              data-testid="pick-mark"
            >
              {mark}
            </p>
          )}
          {!readOnly && (
            <p>
              <button
                type="button"
                onClick={onIssue}
                disabled={saving}
                className="mt-1 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
              >
                Short or substituted…<span className="sr-only"> {l.product_name}</span>
              </button>
            </p>
          )}
        </div>
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatPrice(l.total)}</p>
    </li>
  );
}

/** Records a short-pick (how many were found) or a substitution (what went in instead) for one line. */
const PICK = adminOrdersCalls.admin_pick_line.payload;
type IssueForm = { order_id: string; line: string; state: 'short' | 'substituted'; quantity: string; substitute: string };

/** What the dialog sends: how many were found (fewer than ordered), or what went in instead. */
function issueSchema(ordered: number) {
  const schema = z.preprocess(
    (v: IssueForm) => (v.state === 'short' ? { ...v, substitute: '' } : { ...v, quantity: undefined }),
    PICK.superRefine((v, ctx) => {
      if (v.state === 'short' && (v.quantity === undefined || v.quantity >= ordered))
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: `Enter how many you found: 0 to ${ordered - 1}.` });
      if (v.state === 'substituted' && v.substitute.length < 2)
        ctx.addIssue({ code: 'custom', path: ['substitute'], message: 'Say what went in instead.' });
    }),
  );
  return schema as unknown as z.ZodType<z.output<typeof PICK>, IssueForm>;
}

function LineIssueDialog({ order, line, onClose }: { order: string; line: TWeighingLine; onClose: () => void }) {
  const pick = usePickLine();
  const noSubstitute = line.substitution === 'no_substitute';
  const found = `Enter how many you found: 0 to ${line.quantity - 1}.`;
  const form = useContractForm(issueSchema(line.quantity), {
    defaultValues: {
      order_id: order,
      line: line.line,
      state: line.pick_state === 'substituted' ? 'substituted' : 'short',
      quantity: line.pick_state === 'short' ? String(line.picked_quantity ?? 0) : '0',
      substitute: line.pick_substitute ?? '',
    },
    words: {
      quantity: { required: found, invalid: found },
      substitute: { required: 'Say what went in instead.', invalid: 'Say what went in instead.' },
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={`${line.product_name}: short or substituted`}
      description={`Ordered: ${line.quantity}. The packer and the order's history see what you record.`}
      form={form}
      submitLabel="Save"
      cancelLabel="Back"
      onSubmit={async (v) => {
        await pick.mutateAsync(v);
        onClose();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">What happened</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="short" {...form.register('state')} className="size-4 accent-brand-600" />
          Fewer found (short-picked)
        </label>
        <label className={`flex items-center gap-2 text-sm ${noSubstitute ? 'text-muted' : ''}`}>
          <input type="radio" value="substituted" disabled={noSubstitute} {...form.register('state')} className="size-4 accent-brand-600" />
          Something else went in instead (substituted){noSubstitute ? ': the customer wants no substitute' : ''}
        </label>
      </fieldset>
      {form.watch('state') === 'short' ? (
        <ConsoleText name="quantity" label={`How many of the ${line.quantity} you found`} inputMode="numeric" className="w-28" />
      ) : (
        <ConsoleText name="substitute" label="What went in instead" maxLength={120} />
      )}
      <p className="text-xs text-muted">
        The customer is still charged as ordered: a manager changes the lines on the order to refund a short-pick.
      </p>
    </FormDialog>
  );
}

function WeighedLine({
  l,
  readOnly,
  draft,
  onDraft,
  error,
  saving,
  onSubmit,
  onRemove,
  inputRef,
}: {
  l: TWeighingLine;
  readOnly: boolean;
  draft: string;
  onDraft: (v: string) => void;
  error: string | null;
  saving: boolean;
  onSubmit: () => void;
  onRemove: (() => void) | null;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const weighed = l.weighed_weight_g !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const estimate = l.estimated_weight_g !== null ? formatWeight(l.estimated_weight_g) : '';
  return (
    <li className="py-3" data-testid="weighing-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">
            {l.product_name}
            {!weighed && !readOnly && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-amber-950">To weigh</span>
            )}
          </p>
          <p className="text-xs text-muted">
            {l.quantity > 1 ? `${l.quantity} pieces, weighed together · ` : ''}
            {formatPrice(l.price_per_kg ?? 0)}/kg · est. {formatPrice(l.estimated_total)} for about {estimate} · max{' '}
            {formatPrice(l.max_total ?? l.estimated_total)}
          </p>
        </div>
        <p className="shrink-0 text-right tabular-nums" aria-live="polite" data-testid="weighing-line-total">
          {weighed ? (
            <>
              <span className="block text-xs text-muted">Weighed {formatWeight(l.weighed_weight_g!)}</span>
              <span className="font-semibold">{formatPrice(l.total)}</span>
              {l.capped && <span className="ml-1.5 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">capped</span>}
            </>
          ) : (
            <>
              <span className="block text-xs text-muted">Not weighed yet</span>
              <span className="font-semibold text-muted">est. {formatPrice(l.estimated_total)}</span>
            </>
          )}
        </p>
      </div>
      {l.capped && (
        <p className="mt-1 text-xs text-sky-900">
          Heavier than the most the customer pays: charged the cap, {formatPrice(l.max_total ?? 0)}.
        </p>
      )}
      {!readOnly && (
        <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-1">
          <label htmlFor={inputId(l.line)} className="text-sm font-medium">
            Weight of {l.product_name} in grams
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <span className="relative inline-flex">
              <input
                ref={inputRef}
                id={inputId(l.line)}
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="next"
                value={draft}
                onChange={(e) => onDraft(e.target.value)}
                onFocus={(e) => e.currentTarget.select()}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId(l.line) : undefined}
                disabled={saving}
                className={`${inputClass} h-12 w-36 pr-8 text-lg tabular-nums`}
              />
              <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted">
                g
              </span>
            </span>
            <Button type="submit" variant={weighed ? 'secondary' : 'primary'} disabled={saving}>
              <Scale aria-hidden="true" className="size-4" /> {saving ? 'Saving…' : 'Save'}
              <span className="sr-only"> weight of {l.product_name}</span>
            </Button>
            {onRemove && (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-800"
                onClick={onRemove}
                aria-label={`Remove ${l.product_name} from the order`}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Remove
              </Button>
            )}
          </div>
          {error && (
            <p id={errorId(l.line)} role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

/** Removes a weighed line the picker has no piece for (admin_remove_weighed_line: any staff while picking). */
function RemoveLineDialog({ order, line, onClose }: { order: string; line: TWeighingLine; onClose: () => void }) {
  const edit = useRemoveWeighedLine();
  const reason = 'Give a reason (at least 3 characters).';
  const form = useContractForm(adminOrdersCalls.admin_remove_weighed_line.payload, {
    defaultValues: { order_id: order, line: line.line, reason: 'No piece to weigh' },
    words: { reason: { required: reason, too_small: reason } },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={`Remove ${line.product_name}?`}
      description={`It comes off order ${order}; the customer is not charged for it and sees the change at once.`}
      form={form}
      submitLabel="Remove the line"
      submitVariant="danger"
      busyLabel="Removing…"
      cancelLabel="Keep it"
      onSubmit={async (v) => {
        await edit.mutateAsync(v);
        onClose();
      }}
    >
      <ConsoleText name="reason" label="Reason" maxLength={300} />
    </FormDialog>
  );
}

/** What finishing did, or (coming back later) that it is done. */
function FinishedNote({ sheet, outcome, order }: { sheet: TWeighingSheet; outcome: FinishPayment | null; order?: TAdminOrder }) {
  const card = order ? Math.max(0, order.paid_amount - order.wallet_amount - order.points_amount) : sheet.current_total;
  const weighs = sheet.lines.some((l) => l.price_per_kg !== null);
  // Without weighed lines nothing was charged at the finish: the order was paid (or is collected) as placed.
  const text = !weighs
    ? `Payment: ${sheet.payment_status}. It can now be packed.`
    : outcome
      ? finishOutcomeText(outcome, {
          total: sheet.current_total,
          card,
          outstanding: order?.outstanding_amount ?? sheet.current_total,
          collection: order?.shipping_method_name === 'Click & Collect',
        })
      : `Payment: ${sheet.payment_status}.`;
  return (
    <div role="status" className="rounded-lg bg-green-50 px-3 py-3 text-sm text-green-950" data-testid="finish-outcome">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-800" />
        Picking finished{sheet.picked_at ? ` ${formatDateTime(sheet.picked_at)}` : ''}.{' '}
        {weighs ? `Final total ${formatPrice(sheet.current_total)}.` : ''}
      </p>
      <p className="mt-1">{text}</p>
    </div>
  );
}

function Sheet({ sheet, order }: { sheet: TWeighingSheet; order?: TAdminOrder }) {
  const weigh = useWeighLine();
  const finish = useFinishPicking();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<TWeighingLine | null>(null);
  const [issue, setIssue] = useState<TWeighingLine | null>(null);
  const tick = usePickLine();
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const finishRef = useRef<HTMLButtonElement>(null);

  const finished = Boolean(sheet.picked_at);
  const readOnly = finished || !PICKABLE.includes(sheet.status);
  const weighedLines = sheet.lines.filter((l) => l.price_per_kg !== null);
  const toWeigh = weighedLines.filter((l) => l.weighed_weight_g === null);
  const savingLine = weigh.isPending ? weigh.variables?.line : undefined;

  // Once the sheet has re-rendered after a weighing: the next line's field, or Finish picking.
  useEffect(() => {
    if (!focusNext) return;
    const el = focusNext === 'finish' ? finishRef.current : inputs.current.get(focusNext);
    if (el && !(el as HTMLButtonElement).disabled) {
      el.focus();
      setFocusNext(null);
    }
  }, [focusNext, sheet, savingLine]);

  const draftOf = (l: TWeighingLine) => drafts[l.line] ?? (l.weighed_weight_g !== null ? String(l.weighed_weight_g) : '');
  const setError = (line: string, message: string | null) =>
    setErrors((all) => {
      const next = { ...all };
      if (message) next[line] = message;
      else delete next[line];
      return next;
    });

  const save = (l: TWeighingLine) => {
    const parsed = parseGrams(draftOf(l));
    if ('error' in parsed) {
      setError(l.line, parsed.error);
      inputs.current.get(l.line)?.focus();
      return;
    }
    setError(l.line, null);
    weigh.mutate(
      { order_id: sheet.order_id, line: l.line, grams: parsed.grams },
      {
        onSuccess: (next) => {
          setDrafts((all) => ({ ...all, [l.line]: String(parsed.grams) }));
          setFocusNext(nextToWeigh(next.lines, l.line) ?? 'finish');
        },
        onError: (err) => {
          setError(l.line, weighError(err));
          // The field is enabled again on the next render.
          setFocusNext(l.line);
        },
      },
    );
  };

  const reasonId = 'finish-reason';
  const toPick = sheet.lines.filter((l) => !l.resolved && l.price_per_kg === null);
  const blocked = sheet.to_pick > 0;
  const tickingLine = tick.isPending ? tick.variables?.line : undefined;
  const outcome = finish.data && finish.data.order_id === sheet.order_id ? finish.data.payment : null;
  const payingByCard = sheet.payment_status === 'Authorized';

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="weighing-lines-h" className="min-w-0 rounded-xl border border-line bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="weighing-lines-h" className="text-lg font-semibold">
            Lines
          </h2>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            <span data-testid="pick-progress">
              {finished
                ? 'All picked'
                : sheet.to_pick
                  ? `${sheet.to_pick} of ${sheet.lines.length} ${sheet.lines.length === 1 ? 'line' : 'lines'} still to pick`
                  : 'Every line picked'}
            </span>
            {weighedLines.length > 0 && (
              <span data-testid="weighing-progress">
                {finished
                  ? 'All weighed'
                  : toWeigh.length
                    ? `${toWeigh.length} of ${weighedLines.length} still to weigh`
                    : 'All weighed: ready to finish'}
              </span>
            )}
          </p>
        </div>
        {!readOnly && (
          <p className="mt-1 text-sm text-muted">
            Tick each line as it goes in the box
            {weighedLines.length ? '; put each piece sold by weight on the scale, type the grams and press Enter' : ''}. Ticks are saved as
            you go.
          </p>
        )}
        {!finished && readOnly && (
          <p className="mt-2 rounded-lg bg-stone-100 px-3 py-2 text-sm">
            Order {sheet.order_id} is {sheet.status}: it can no longer be picked.
          </p>
        )}
        <ul className="mt-2 divide-y divide-line">
          {sheet.lines.map((l) =>
            l.price_per_kg === null ? (
              <PickedLine
                key={l.line}
                l={l}
                readOnly={readOnly}
                saving={tickingLine === l.line}
                checked={ticks[l.line] ?? l.pick_state !== null}
                onTick={(picked) => {
                  // Shown at once; the server's sheet takes over when the call is answered.
                  setTicks((all) => ({ ...all, [l.line]: picked }));
                  tick.mutate(
                    { order_id: sheet.order_id, line: l.line, state: picked ? 'picked' : 'unpicked' },
                    { onSettled: () => setTicks(({ [l.line]: _done, ...rest }) => rest) },
                  );
                }}
                onIssue={() => setIssue(l)}
              />
            ) : (
              <WeighedLine
                key={l.line}
                l={l}
                readOnly={readOnly}
                draft={draftOf(l)}
                onDraft={(v) => {
                  setDrafts((all) => ({ ...all, [l.line]: v }));
                  if (errors[l.line]) setError(l.line, null);
                }}
                error={errors[l.line] ?? null}
                saving={savingLine === l.line}
                onSubmit={() => save(l)}
                onRemove={!readOnly && sheet.lines.length > 1 ? () => setRemoving(l) : null}
                inputRef={(el) => {
                  if (el) inputs.current.set(l.line, el);
                  else inputs.current.delete(l.line);
                }}
              />
            ),
          )}
        </ul>
        {tick.isError && (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(tick.error)}
          </p>
        )}
      </section>

      <aside aria-label="Totals and finish" className="flex flex-col gap-4 lg:sticky lg:top-6">
        <section aria-labelledby="weighing-totals-h" className="rounded-xl border border-line bg-white p-4 shadow-sm">
          <h2 id="weighing-totals-h" className="mb-3 text-lg font-semibold">
            {weighedLines.length ? 'Totals' : 'Total'}
          </h2>
          {weighedLines.length ? (
            <>
              <Totals sheet={sheet} />
              <p className="mt-3 text-xs text-muted">
                Each weighed line costs its weight at the price per kg, never more than its estimate plus {sheet.margin_percent} %.
              </p>
            </>
          ) : (
            <p className="text-lg font-bold tabular-nums" data-testid="weighing-current">
              {formatPrice(sheet.current_total)}
            </p>
          )}
        </section>

        <section aria-labelledby="weighing-finish-h" className="rounded-xl border border-line bg-white p-4 shadow-sm">
          <h2 id="weighing-finish-h" className="mb-2 text-lg font-semibold">
            {finished ? 'Picked' : 'Finish picking'}
          </h2>
          {finished ? (
            <FinishedNote sheet={sheet} outcome={outcome} order={order} />
          ) : readOnly ? (
            <p className="text-sm text-muted">Picking can only be finished before the order is packed.</p>
          ) : (
            <>
              <p id={reasonId} className={`mb-3 text-sm ${blocked ? 'font-medium text-amber-950' : 'text-muted'}`}>
                {blocked
                  ? [
                      toWeigh.length ? `Weigh ${toWeigh.map((l) => l.product_name).join(', ')}.` : '',
                      toPick.length ? `Pick ${toPick.map((l) => l.product_name).join(', ')}.` : '',
                    ]
                      .filter(Boolean)
                      .join(' ')
                  : weighedLines.length
                    ? `This fixes the final total at ${formatPrice(sheet.current_total)}${
                        payingByCard ? ' and charges the card for it' : ''
                      }. Weights and ticks cannot be changed afterwards.`
                    : 'Every line is resolved. The order can be packed once picking is finished; ticks cannot be changed afterwards.'}
              </p>
              <button
                ref={finishRef}
                type="button"
                className={buttonClass('primary', 'lg', 'w-full')}
                disabled={blocked || finish.isPending || weigh.isPending || tick.isPending}
                aria-describedby={reasonId}
                onClick={() => finish.mutate(sheet.order_id)}
              >
                <CheckCircle2 aria-hidden="true" className="size-5" /> {finish.isPending ? 'Finishing…' : 'Finish picking'}
              </button>
              {finish.isError && (
                <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                  {errorText(finish.error)}
                </p>
              )}
            </>
          )}
        </section>
      </aside>

      {removing && <RemoveLineDialog order={sheet.order_id} line={removing} onClose={() => setRemoving(null)} />}
      {issue && <LineIssueDialog key={issue.line} order={sheet.order_id} line={issue} onClose={() => setIssue(null)} />}
    </div>
  );
}

/**
 * /admin/orders/:id/weigh: pick the order — tick each line (or record a short-pick or substitution),
 * weigh each line sold by weight at the scale — then finish picking (the Picked step; the final
 * total is taken for weighed orders). Only a picked order can be packed.
 */
export default function WeighingPage() {
  const { id = '' } = useParams();
  const q = useWeighing(id);
  const order = useOrderDetail(id);

  const back = (
    <Link
      to={`/admin/orders/${encodeURIComponent(id)}`}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Order {id}
    </Link>
  );
  const weighs = q.data ? q.data.lines.some((l) => l.price_per_kg !== null) : true;
  const title = <h1 className="text-2xl font-bold">{weighs ? <>Weigh &amp; pick {id}</> : <>Pick order {id}</>}</h1>;

  if (q.isPending)
    return (
      <>
        {back}
        {title}
        <div aria-busy="true" aria-label="Loading the weighing sheet" className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-80" />
          <Skeleton className="h-60" />
        </div>
      </>
    );
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <>
        {back}
        {title}
        {missing ? (
          <EmptyState title="No such order" text={`There is no order ${id}. Check the number, or search the orders list.`} />
        ) : (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        )}
      </>
    );
  }
  const sheet = q.data;
  const o = order.data;
  return (
    <>
      {back}
      <header className="mb-5 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          {title}
          <StatusChip status={sheet.status} />
          <StatusChip status={sheet.payment_status} />
        </div>
        {o && (
          <p className="text-sm text-muted">
            {o.customer_name || o.customer} · {o.payment_method_name} · {o.shipping_method_name}
            {o.delivery_date ? ` · ${formatDay(o.delivery_date)}${o.delivery_slot ? `, ${o.delivery_slot}` : ''}` : ''}
          </p>
        )}
      </header>
      <Sheet sheet={sheet} order={o} />
    </>
  );
}
