import { useCallback, useEffect, useRef, useState } from 'react';
import { getSession } from '../../../lib/session';
import { dataText } from '../client-data';
import { loadScript, scriptGlobal } from '../load-script';
import { MAX_RETRIES, type ProviderResult } from '../settle';
import { SheetBusy, SheetError, SheetFrame, type SheetProps } from '../SheetFrame';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The parts of Razorpay's Standard Checkout used here. */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string; metadata?: { payment_id?: string; order_id?: string } };
}
interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  retry?: { enabled: boolean; max_count?: number };
  modal?: { backdropclose?: boolean; escape?: boolean; ondismiss?: () => void };
  handler: (r: RazorpaySuccess) => void;
}
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', cb: (r: RazorpayFailure) => void): void;
}
type RazorpayCtor = new (o: RazorpayOptions) => RazorpayInstance;

/**
 * Razorpay's own checkout (its script, loaded now, draws the modal): the sheet here only shows
 * while the script loads or when it cannot. The backdrop does not close it; dismissing it is a
 * cancel (code 2); the widget retries a failed card itself, up to MAX_RETRIES times.
 */
export function RazorpayCheckout({ started, summary, finish }: SheetProps) {
  const [phase, setPhase] = useState<'loading' | 'open' | 'confirming' | 'error'>('loading');
  const finished = useRef(false);
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  }, [finish]);
  // Only refs and a state setter inside: stable, so the effect below opens the widget once.
  const end = useCallback((r: ProviderResult) => {
    if (finished.current) return;
    finished.current = true;
    if (r.kind === 'paid') setPhase('confirming');
    void finishRef.current(r);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let rzp: RazorpayInstance | null = null;
    const once = end;
    loadScript(RAZORPAY_SCRIPT)
      .then(() => {
        if (cancelled) return;
        const Razorpay = scriptGlobal<RazorpayCtor>('Razorpay');
        if (!Razorpay) throw new Error('Razorpay did not start');
        const d = started.client_data;
        const session = getSession();
        let failures = 0;
        let authFailed = false;
        rzp = new Razorpay({
          key: dataText(d.key),
          order_id: dataText(d.order_id),
          amount: Number(d.amount ?? started.amount),
          currency: dataText(d.currency, started.currency),
          name: dataText(d.name),
          // The spec's mode marker (order id, 'Insert Wallet Amount', 'Subscription,<id>'...).
          description: started.description,
          prefill: { name: session?.customer_name, email: session?.email, contact: session?.phone },
          theme: { color: '#a51318' },
          retry: { enabled: true, max_count: MAX_RETRIES },
          modal: {
            backdropclose: false,
            escape: false,
            ondismiss: () => once({ kind: 'closed', afterFailure: failures > 0 }),
          },
          handler: (r) =>
            once({
              kind: 'paid',
              transactionId: r.razorpay_payment_id,
              razorpay: { orderId: r.razorpay_order_id, signature: r.razorpay_signature },
            }),
        });
        rzp.on('payment.failed', (r) => {
          failures += 1;
          authFailed = /auth/i.test(`${r.error.reason ?? ''} ${r.error.code ?? ''}`);
          console.warn('Razorpay payment failed', r.error);
          if (failures > MAX_RETRIES) {
            rzp?.close();
            once({ kind: 'failed', authenticationFailed: authFailed });
          }
        });
        setPhase('open');
        rzp.open();
      })
      .catch((err: unknown) => {
        console.error('Razorpay checkout could not open', err);
        if (!cancelled) setPhase('error');
      });
    return () => {
      cancelled = true;
    };
  }, [started, end]);

  if (phase === 'open') return null;
  return (
    <SheetFrame
      summary={summary}
      providerLabel="Razorpay"
      onClose={() => end(phase === 'error' ? { kind: 'unavailable' } : { kind: 'closed', afterFailure: false })}
      closeDisabled={phase === 'confirming'}
    >
      {phase === 'error' ? (
        <SheetError
          title="The payment window could not open"
          text="Razorpay's checkout did not load. Check your connection and try again, or choose another payment method."
          onClose={() => end({ kind: 'unavailable' })}
        />
      ) : (
        <SheetBusy text={phase === 'confirming' ? 'Confirming your payment…' : 'Opening Razorpay…'} />
      )}
    </SheetFrame>
  );
}
