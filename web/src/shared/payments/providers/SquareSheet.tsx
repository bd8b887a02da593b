import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { call } from '../../../api/client';
import type { PayInput } from '../pay';
import type { ProviderResult } from '../settle';
import { SheetBusy, SheetError, SheetFrame } from '../SheetFrame';
import { SquareCardPayment } from './SquareCardPayment';

/** What is still owed on an order or a subscription bill (pounds), for 'Pay {amount}'. */
export async function amountDue(input: PayInput): Promise<number> {
  const ref = input.reference ?? '';
  if (!ref) throw new Error('Nothing to pay.');
  if (input.purpose === 'subscription') {
    const subs = await call('get_customer_plan_based_subscritpions', {});
    const sub = subs.find((s) => s.order === ref);
    if (!sub) throw new Error('Subscription bill not found.');
    return sub.order_outstanding;
  }
  return (await call('get_order_details', { order_id: ref })).outstanding_amount;
}

/**
 * Square in the payment sheet: Square charges the card nonce at once (process_payment), so no
 * payment is started beforehand. Wallet top-ups by Square are not offered (see the report).
 */
export function SquareSheet({
  input,
  summary,
  finish,
}: {
  input: PayInput;
  summary: string;
  finish: (r: ProviderResult) => Promise<void>;
}) {
  const supported = input.purpose !== 'wallet' && Boolean(input.reference);
  const due = useQuery({
    queryKey: ['square-amount-due', input.purpose, input.reference],
    queryFn: () => amountDue(input),
    enabled: supported,
    retry: 1,
  });
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState(false);
  const end = useCallback(
    (r: ProviderResult) => {
      setEnding(true);
      void finish(r);
    },
    [finish],
  );

  return (
    <SheetFrame
      summary={summary}
      providerLabel="Square"
      onClose={() => !busy && !ending && end(supported && !due.isError ? { kind: 'closed', afterFailure: false } : { kind: 'unavailable' })}
      closeDisabled={busy || ending}
    >
      {!supported ? (
        <SheetError
          title="Not available"
          text="Wallet top-ups by card are not available with Square. Please try another way."
          onClose={() => end({ kind: 'unavailable' })}
        />
      ) : due.isError ? (
        <SheetError title="We could not load what is due" text={due.error.message} onClose={() => end({ kind: 'unavailable' })} />
      ) : ending ? (
        <SheetBusy text="Finishing…" />
      ) : (
        <SquareCardPayment
          orderId={input.reference!}
          amount={due.data ?? null}
          onBusyChange={setBusy}
          onSuccess={(message) => end({ kind: 'outcome', outcome: { status: 'success', message } })}
          onFailed={(message, authenticationFailed) =>
            end({ kind: 'outcome', outcome: { status: 'failed', message, authenticationFailed } })
          }
        />
      )}
    </SheetFrame>
  );
}
