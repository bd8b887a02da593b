import type { TStartedPayment } from '@larder/contract/payments';
import { formatMoney } from '@larder/contract/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, errorText } from '../../api/client';
import type { PayInput, PayOutcome } from './pay';
import { RazorpayCheckout } from './providers/RazorpayCheckout';
import { SquareSheet } from './providers/SquareSheet';
import { StripeSheet } from './providers/StripeSheet';
import { TestSheet } from './providers/TestSheet';
import { type ProviderResult, settle } from './settle';
import { SheetBusy, SheetFrame } from './SheetFrame';

const PROVIDERS = ['test', 'razorpay', 'stripe', 'square'] as const;
type ProviderName = (typeof PROVIDERS)[number];

function providerOf(name: string | undefined): ProviderName | undefined {
  return PROVIDERS.find((p) => p === name?.toLowerCase());
}

/** One create_payment per open payment, even when an effect runs twice (StrictMode in development). */
const starts = new Map<number, Promise<TStartedPayment>>();
function startOnce(paymentId: number, start: () => Promise<TStartedPayment>): Promise<TStartedPayment> {
  let p = starts.get(paymentId);
  if (!p) {
    p = start();
    starts.set(paymentId, p);
    // Forgotten once settled; a re-run within the same tick still gets this one.
    p.finally(() => setTimeout(() => starts.delete(paymentId), 0)).catch(() => undefined);
  }
  return p;
}

function summaryFor(input: PayInput, amount: string | null): string {
  const what =
    input.purpose === 'wallet' ? 'Wallet top-up' : input.purpose === 'subscription' ? 'Subscription' : `Order ${input.reference ?? ''}`;
  return amount ? `${what} · ${amount}` : what;
}

/**
 * One payment from start to end: create_payment (the server sets the amount), the provider's
 * sheet or widget, then the server's capture (settle). Loaded on the first payment only.
 */
export default function PaymentFlow({ paymentId, input, onDone }: { paymentId: number; input: PayInput; onDone: (o: PayOutcome) => void }) {
  const provider = providerOf(input.provider);
  const square = provider === 'square';
  const [started, setStarted] = useState<TStartedPayment | null>(null);
  const closedWhileStarting = useRef(false);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (square) return;
    let stale = false;
    startOnce(paymentId, () =>
      call('create_payment', {
        purpose: input.purpose,
        ...(input.reference ? { reference: input.reference } : {}),
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(provider ? { provider } : {}),
      }),
    )
      .then((s) => {
        if (stale || closedWhileStarting.current) return;
        if (s.status !== 'success') doneRef.current({ status: 'failed', message: s.message || 'Payment Failed' });
        else setStarted(s);
      })
      .catch((err: unknown) => {
        // The server refused to start (amount bounds, order already paid...): its message is the outcome.
        if (!stale && !closedWhileStarting.current) doneRef.current({ status: 'failed', message: errorText(err) });
      });
    return () => {
      stale = true;
    };
  }, [paymentId, input, provider, square]);

  const finish = useCallback(
    async (r: ProviderResult) => {
      const ref = started?.client_data.reference;
      const outcome = await settle(
        input,
        started ? { reference: typeof ref === 'string' ? ref : input.reference, amountMinor: started.amount } : null,
        r,
      );
      doneRef.current(outcome);
    },
    [input, started],
  );

  if (square) return <SquareSheet input={input} summary={summaryFor(input, null)} finish={finish} />;

  if (!started)
    return (
      <SheetFrame
        summary={summaryFor(input, input.amount !== undefined ? formatMoney(Math.round(input.amount * 100)) : null)}
        onClose={() => {
          closedWhileStarting.current = true;
          void finish({ kind: 'closed', afterFailure: false });
        }}
      >
        <SheetBusy text="Preparing your secure payment…" />
      </SheetFrame>
    );

  const summary = summaryFor(input, formatMoney(started.amount, started.currency));
  switch (started.provider) {
    case 'razorpay':
      return <RazorpayCheckout started={started} summary={summary} finish={finish} />;
    case 'stripe':
      return <StripeSheet started={started} summary={summary} finish={finish} />;
    case 'square':
      return <SquareSheet input={input} summary={summary} finish={finish} />;
    default:
      return <TestSheet started={started} summary={summary} finish={finish} />;
  }
}
