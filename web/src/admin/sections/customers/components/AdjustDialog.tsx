import { type FormEvent, useState } from 'react';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { fieldError, FormError, newRequestId, textareaClass } from '../../../ui/content-kit';
import { useAdjustPoints } from '../api/adjust-points';
import { useAdjustWallet } from '../api/adjust-wallet';

type Kind = 'wallet' | 'points';

/** A positive amount in the unit of the ledger: pounds with up to two decimals, or whole points. */
function parseAmount(kind: Kind, text: string): number | string {
  const t = text.trim();
  if (!t) return 'Enter an amount';
  if (kind === 'wallet') {
    if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'Pounds with at most two decimals, e.g. 12.50';
  } else if (!/^\d+$/.test(t)) return 'Whole points only';
  const n = Number(t);
  if (!(n > 0)) return 'The amount must be more than zero';
  if (kind === 'wallet' && n > 10000) return 'At most £10,000 at a time';
  if (kind === 'points' && n > 1_000_000) return 'At most 1,000,000 points at a time';
  return n;
}

/**
 * Adds to or takes from a customer's wallet or points, with a mandatory reason. The request id is
 * made when the dialog opens, so a double click or a retry never pays twice; the new balance shown
 * afterwards is the server's.
 */
export function AdjustDialog({
  kind,
  customerId,
  customerName,
  balance,
  open,
  onOpenChange,
  onDone,
}: {
  kind: Kind;
  customerId: string;
  customerName: string;
  balance: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Told the server's answer in words ("… wallet is now £12.50"). */
  onDone?: (text: string) => void;
}) {
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [local, setLocal] = useState<{ amount?: string; reason?: string }>({});
  const wallet = useAdjustWallet();
  const points = useAdjustPoints();
  const m = kind === 'wallet' ? wallet : points;

  const reset = () => {
    setDirection('add');
    setAmount('');
    setReason('');
    setLocal({});
    setRequestId(newRequestId());
    wallet.reset();
    points.reset();
  };
  const change = (o: boolean) => {
    if (!o) reset();
    onOpenChange(o);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = parseAmount(kind, amount);
    const errors = {
      amount: typeof n === 'string' ? n : undefined,
      reason: reason.trim().length < 3 ? 'Say why (at least 3 characters): it is kept in the audit log' : undefined,
    };
    setLocal(errors);
    if (errors.amount || errors.reason || typeof n === 'string') return;
    const signed = direction === 'take' ? -n : n;
    const done = (text: string) => {
      notify(text, { kind: 'success', duration: 5000 });
      onDone?.(text);
      change(false);
    };
    if (kind === 'wallet')
      wallet.mutate(
        { customer_id: customerId, amount: signed, reason: reason.trim(), request_id: requestId },
        { onSuccess: (r) => done(`${customerName}’s wallet is now ${formatPrice(r.balance)}`) },
      );
    else
      points.mutate(
        { customer_id: customerId, points: signed, reason: reason.trim(), request_id: requestId },
        { onSuccess: (r) => done(`${customerName} now has ${r.balance} points`) },
      );
  };

  const amountError = local.amount ?? fieldError(m.error, kind === 'wallet' ? 'amount' : 'points');
  const reasonError = local.reason ?? fieldError(m.error, 'reason');
  const title = kind === 'wallet' ? 'Adjust wallet' : 'Adjust reward points';
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      description={`${customerName} has ${kind === 'wallet' ? formatPrice(balance) : `${balance} points`} now.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset>
          <legend className="text-sm font-medium">Change</legend>
          <div className="mt-1 flex gap-2">
            {(['add', 'take'] as const).map((d) => (
              <label
                key={d}
                className={`flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${direction === d ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line'}`}
              >
                <input
                  type="radio"
                  name={`${kind}-direction`}
                  value={d}
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                  className="sr-only"
                />
                {d === 'add' ? (kind === 'wallet' ? 'Add money' : 'Add points') : kind === 'wallet' ? 'Take money off' : 'Take points off'}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={kind === 'wallet' ? 'Amount (£)' : 'Points'}
          htmlFor={`${kind}-amount`}
          error={amountError}
          hint={direction === 'take' ? 'The balance cannot go below zero.' : undefined}
        >
          <input
            id={`${kind}-amount`}
            inputMode={kind === 'wallet' ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={Boolean(amountError)}
            className={inputClass}
          />
        </Field>
        <Field
          label="Reason"
          htmlFor={`${kind}-reason`}
          error={reasonError}
          hint="Required. The customer sees it in their history; the audit log keeps it with your name."
        >
          <textarea
            id={`${kind}-reason`}
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={Boolean(reasonError)}
            className={textareaClass}
          />
        </Field>
        {m.error && !fieldError(m.error, kind === 'wallet' ? 'amount' : 'points') && !fieldError(m.error, 'reason') ? (
          <FormError error={m.error} />
        ) : null}
        {m.error && fieldError(m.error, kind === 'wallet' ? 'amount' : 'points') ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {m.error.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={m.isPending}>
            {m.isPending
              ? 'Saving…'
              : direction === 'add'
                ? kind === 'wallet'
                  ? 'Add to wallet'
                  : 'Add points'
                : kind === 'wallet'
                  ? 'Take off wallet'
                  : 'Take points off'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
