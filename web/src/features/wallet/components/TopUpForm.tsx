import { useQueryClient } from '@tanstack/react-query';
import { paymentCalls } from '@larder/contract/payments';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { formatPrice } from '../../../lib/money';
import { payFor } from '../../../shared/payments/pay';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { Form, FormRefusal, SubmitButton, useContractForm } from '../../../shared/forms';
import { notify } from '../../../ui/toast';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { boundsMessage, DEFAULT_BOUNDS, depositProblem, type TopUpBounds } from '../deposit';

const QUICK = [10, 20, 50, 100];

/** The shop's bounds in its own words, then create_payment's amount as the contract checks it. */
const depositSchema = (bounds: TopUpBounds) =>
  z.object({
    amount: z.preprocess((v, ctx) => {
      const problem = depositProblem(String(v), bounds);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return v;
    }, paymentCalls.create_payment.payload.shape.amount.unwrap()),
  });

/**
 * The deposit: 'Enter amount' (pounds, two decimals, within the bounds), 'Add money' opens the
 * card sheet; a success reloads the history from page 1 (the spec's wallet mode), then `onAdded`.
 */
export function TopUpForm({ headingId, onAdded }: { headingId: string; onAdded?: () => void }) {
  const id = useId();
  const qc = useQueryClient();
  const { alert, element } = usePaymentAlert();
  const settings = useWebsiteSettings().data;
  const min = settings?.wallet_min_topup ?? DEFAULT_BOUNDS.min;
  const max = settings?.wallet_max_topup ?? DEFAULT_BOUNDS.max;
  const schema = useMemo(() => depositSchema({ min, max }), [min, max]);
  const form = useContractForm(schema, { defaultValues: { amount: '' } });
  const problem = form.formState.errors.amount?.message;

  async function submit({ amount }: z.output<ReturnType<typeof depositSchema>>) {
    const outcome = await payFor({ purpose: 'wallet', amount });
    if (outcome.status === 'success') {
      form.reset();
      notify(`${formatPrice(amount)} added to your wallet`, { kind: 'success', duration: 4000 });
      // Page 1 replaces the history (reset drops the later pages).
      void qc.resetQueries({ queryKey: ['get_wallet_details'] });
      void qc.invalidateQueries({ queryKey: ['wallet_details'] });
      onAdded?.();
    } else if (outcome.status === 'cancelled') {
      notify(outcome.message, { kind: 'info' });
    } else if (outcome.message === boundsMessage({ min, max }) || /amount/i.test(outcome.message)) {
      // The server's own check of the amount: shown at the field.
      throw new FormRefusal(outcome.message, 'amount');
    } else {
      await alert(outcome.message);
    }
  }

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          Enter amount
        </label>
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
            £
          </span>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step="0.01"
            placeholder="Enter amount"
            {...form.register('amount')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            className={`h-11 w-full rounded-lg border bg-white pr-3 pl-7 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${problem ? 'border-red-600' : 'border-stone-300'}`}
          />
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted">
          From {formatPrice(min)} to {formatPrice(max)}, paid by card.
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
              form.setValue('amount', String(q));
              form.clearErrors('amount');
            }}
            aria-label={`Fill in ${formatPrice(q)}`}
            className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium hover:border-brand-600 hover:bg-brand-50"
          >
            {formatPrice(q).replace('.00', '')}
          </button>
        ))}
      </div>
      <SubmitButton busy="Paying…" size="lg">
        Add money
      </SubmitButton>
      {element}
    </Form>
  );
}
