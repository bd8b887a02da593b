import { formatMoney } from '@larder/contract/money';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { dataText } from '../client-data';
import { AUTHENTICATION_FAILED, PAYMENT_FAILED } from '../pay';
import { loadScript, scriptGlobal } from '../load-script';
import { MAX_RETRIES } from '../settle';
import { PaySubmit, SheetBusy, SheetError, SheetFrame, SheetProblem, type SheetProps } from '../SheetFrame';

export const STRIPE_SCRIPT = 'https://js.stripe.com/v3';

/** The parts of Stripe.js (v3) used here. */
interface StripeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { id: string; status: string };
}
interface StripePaymentIntent {
  id: string;
  status: string;
}
interface StripePaymentElement {
  mount(el: HTMLElement): void;
  destroy(): void;
  on(event: 'ready' | 'loaderror', cb: (e?: { error?: StripeError }) => void): void;
}
interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
}
interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: { theme?: string; variables?: Record<string, string> } }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams?: { return_url?: string };
  }): Promise<{ error?: StripeError; paymentIntent?: StripePaymentIntent }>;
}
type StripeFactory = (publishableKey: string) => StripeInstance;

/**
 * Stripe's Payment Element inside Larder's sheet: Stripe.js (loaded now) collects the card and
 * confirms the PaymentIntent, running 3-D Secure itself when the bank asks (SCA for UK cards).
 */
export function StripeSheet({ started, summary, finish }: SheetProps) {
  const amount = formatMoney(started.amount, started.currency);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'paying' | 'confirming' | 'closing' | 'error'>('loading');
  const [failures, setFailures] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    const key = dataText(started.client_data.publishable_key);
    const clientSecret = dataText(started.client_data.client_secret);
    loadScript(STRIPE_SCRIPT)
      .then(() => {
        if (cancelled) return;
        const factory = scriptGlobal<StripeFactory>('Stripe');
        if (!factory || !key || !clientSecret || !mountRef.current) throw new Error('Stripe did not start');
        const stripe = factory(key);
        const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#a51318' } } });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => !cancelled && setPhase('ready'));
        element.on('loaderror', () => !cancelled && setPhase('error'));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch((err: unknown) => {
        console.error('Stripe could not load', err);
        if (!cancelled) setPhase('error');
      });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [started]);

  async function pay(e: FormEvent) {
    e.preventDefault();
    const s = stripeRef.current;
    if (!s || phase !== 'ready') return;
    setPhase('paying');
    setProblem(null);
    const { error, paymentIntent } = await s.stripe.confirmPayment({
      elements: s.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (paymentIntent && ['succeeded', 'requires_capture', 'processing'].includes(paymentIntent.status)) {
      setPhase('confirming');
      await finish({ kind: 'paid', transactionId: paymentIntent.id });
      return;
    }
    // Incomplete fields are not an attempt; a card or authentication failure is.
    if (error?.type === 'validation_error') {
      setPhase('ready');
      return;
    }
    const authFailed = error?.code === 'payment_intent_authentication_failure';
    const n = failures + 1;
    setFailures(n);
    if (n > MAX_RETRIES) {
      setPhase('confirming');
      await finish({ kind: 'failed', authenticationFailed: authFailed });
      return;
    }
    setProblem(authFailed ? AUTHENTICATION_FAILED : (error?.message ?? PAYMENT_FAILED));
    setPhase('ready');
  }

  const close = () => {
    if (phase === 'paying' || phase === 'confirming' || phase === 'closing') return;
    setPhase('closing');
    void finish(phase === 'error' ? { kind: 'unavailable' } : { kind: 'closed', afterFailure: failures > 0 });
  };

  return (
    <SheetFrame summary={summary} providerLabel="Stripe" onClose={close} closeDisabled={phase === 'paying' || phase === 'confirming'}>
      {phase === 'error' ? (
        <SheetError
          title="The card form could not load"
          text="Stripe's secure card form did not load. Check your connection and try again, or choose another payment method."
          onClose={close}
        />
      ) : phase === 'confirming' || phase === 'closing' ? (
        <SheetBusy text={phase === 'closing' ? 'Closing…' : 'Confirming your payment…'} />
      ) : (
        <form noValidate onSubmit={(e) => void pay(e)} className="flex flex-col gap-3" aria-label="Card details">
          {problem && (
            <SheetProblem>
              <p>{problem}</p>
            </SheetProblem>
          )}
          {phase === 'loading' && <SheetBusy text="Loading the secure card form…" />}
          <div ref={mountRef} />
          <PaySubmit
            label={`Pay ${amount}`}
            paying={phase === 'paying'}
            disabled={phase !== 'ready'}
            captureLater={started.capture_later && amount}
          />
        </form>
      )}
    </SheetFrame>
  );
}
