import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatPrice } from '../../../lib/money';
import { payFor } from '../../../shared/payments/pay';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/toast';
import { BOUNDS_MESSAGE, depositProblem, WALLET_MAX_TOPUP, WALLET_MIN_TOPUP } from '../deposit';

const QUICK = [10, 20, 50, 100];

/**
 * The deposit: 'Enter amount' (pounds, two decimals, within the bounds), 'Add money' opens the
 * card sheet; a success reloads the history from page 1 (the spec's wallet mode), then `onAdded`.
 */
export function TopUpForm({ headingId, onAdded }: { headingId: string; onAdded?: () => void }) {
  const id = useId();
  const qc = useQueryClient();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { alert, element } = usePaymentAlert();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const p = depositProblem(amount);
    setProblem(p);
    if (p) {
      input.current?.focus();
      return;
    }
    const pounds = Number(amount);
    setBusy(true);
    const outcome = await payFor({ purpose: 'wallet', amount: pounds });
    setBusy(false);
    if (outcome.status === 'success') {
      setAmount('');
      notify(`${formatPrice(pounds)} added to your wallet`, { kind: 'success', duration: 4000 });
      // Page 1 replaces the history (reset drops the later pages).
      void qc.resetQueries({ queryKey: ['get_wallet_details'] });
      void qc.invalidateQueries({ queryKey: ['wallet_details'] });
      onAdded?.();
    } else if (outcome.status === 'cancelled') {
      notify(outcome.message, { kind: 'info' });
    } else if (outcome.message === BOUNDS_MESSAGE || /amount/i.test(outcome.message)) {
      // The server's own check of the amount: shown at the field.
      setProblem(outcome.message);
      input.current?.focus();
    } else {
      await alert(outcome.message);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          Enter amount
        </label>
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
            £
          </span>
          <input
            ref={input}
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={WALLET_MIN_TOPUP}
            max={WALLET_MAX_TOPUP}
            step="0.01"
            placeholder="Enter amount"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            className={`h-11 w-full rounded-lg border bg-white pr-3 pl-7 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${problem ? 'border-red-600' : 'border-stone-300'}`}
          />
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted">
          From {formatPrice(WALLET_MIN_TOPUP)} to {formatPrice(WALLET_MAX_TOPUP)}, paid by card.
        </p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
        {QUICK.map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => {
              setAmount(String(q));
              setProblem(null);
            }}
            aria-label={`Fill in ${formatPrice(q)}`}
            className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium hover:border-brand-600 hover:bg-brand-50"
          >
            {formatPrice(q).replace('.00', '')}
          </button>
        ))}
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? 'Paying…' : 'Add money'}
      </Button>
      {element}
    </form>
  );
}
