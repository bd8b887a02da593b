import { formatMoney } from '@larder/contract/money';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { API_BASE, call, errorText } from '../../../api/client';
import { getSession } from '../../../lib/session';
import { AUTHENTICATION_FAILED, PAYMENT_FAILED } from '../pay';
import { loadScript, scriptGlobal } from '../load-script';
import { MAX_RETRIES } from '../settle';
import { PaySubmit, SheetBusy, SheetProblem } from '../SheetFrame';

export const SQUARE_SCRIPT = {
  production: 'https://web.squarecdn.com/v1/square.js',
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
} as const;

/** The parts of Square's Web Payments SDK used here. */
interface SquareTokenResult {
  /** 'OK' when a token was made. */
  status: string;
  token?: string;
  errors?: { message?: string; field?: string }[];
}
interface SquareCard {
  attach(selectorOrElement: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}
interface SquarePayments {
  card(options?: { postalCode?: string }): Promise<SquareCard>;
}
interface SquareGlobal {
  payments(applicationId: string, locationId?: string): SquarePayments;
}

interface SquareSettings {
  application_id?: string;
  location_id?: string;
  environment?: string;
}

/** The spec's `Squareup Settings` resource: `data.application_id` (and the location and environment). */
export async function squareSettings(): Promise<SquareSettings> {
  const res = await fetch(`${API_BASE}/api/resource/${encodeURIComponent('Squareup Settings')}`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error('Square settings did not load');
  return ((await res.json()) as { data?: SquareSettings }).data ?? {};
}

type Phase = 'loading' | 'ready' | 'paying' | 'unconfigured' | 'error';

/**
 * Square's card form (card number, expiry MM/YY, CVV and postal code, drawn by Square's Web
 * Payments SDK loaded now) and 'Pay {amount}': the card nonce goes to process_payment, which
 * charges and confirms on the server. A failed card may be tried again MAX_RETRIES times.
 */
export function SquareCardPayment({
  orderId,
  amount,
  onSuccess,
  onFailed,
  onBusyChange,
}: {
  orderId: string;
  /** Pounds due, for the button and order_total; null while unknown. */
  amount: number | null;
  onSuccess: (message: string) => void;
  /** The retries are used up (or the form cannot be used and the shopper gives up). */
  onFailed: (message: string, authenticationFailed: boolean) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<SquareCard | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [failures, setFailures] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const s = await squareSettings();
      if (!s.application_id) {
        if (!cancelled) setPhase('unconfigured');
        return;
      }
      await loadScript(s.environment === 'sandbox' ? SQUARE_SCRIPT.sandbox : SQUARE_SCRIPT.production);
      const square = scriptGlobal<SquareGlobal>('Square');
      if (cancelled) return;
      if (!square || !containerRef.current) throw new Error('Square did not start');
      const card = await square.payments(s.application_id, s.location_id).card();
      if (cancelled) return void card.destroy();
      await card.attach(containerRef.current);
      cardRef.current = card;
      setPhase('ready');
    })().catch((err: unknown) => {
      console.error('Square card form could not load', err);
      if (!cancelled) setPhase('error');
    });
    return () => {
      cancelled = true;
      void cardRef.current?.destroy();
      cardRef.current = null;
    };
  }, []);

  useEffect(() => onBusyChange?.(phase === 'paying'), [phase, onBusyChange]);

  async function pay(e: FormEvent) {
    e.preventDefault();
    const card = cardRef.current;
    if (!card || phase !== 'ready') return;
    setPhase('paying');
    setProblem(null);
    try {
      const t = await card.tokenize();
      if (t.status !== 'OK' || !t.token) {
        // Incomplete or invalid fields: Square marks them; not an attempt.
        setProblem(
          t.errors
            ?.map((x) => x.message)
            .filter(Boolean)
            .join(' ') || 'Check your card details.',
        );
        setPhase('ready');
        return;
      }
      const session = getSession();
      const r = await call('process_payment', {
        nonce: t.token,
        order_total: amount ?? undefined,
        buyer_email_address: session?.email,
        customer_id: session?.customer_id,
        order_id: orderId,
      });
      if (r.status === 'success') {
        onSuccess(r.message);
        return;
      }
      const n = failures + 1;
      setFailures(n);
      const message = r.authentication_failed ? AUTHENTICATION_FAILED : r.message || PAYMENT_FAILED;
      if (n > MAX_RETRIES) {
        onFailed(message, r.authentication_failed);
        return;
      }
      setProblem(message);
      setPhase('ready');
    } catch (err) {
      setProblem(errorText(err));
      setPhase('ready');
    }
  }

  if (phase === 'unconfigured' || phase === 'error')
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold text-red-800">The card form could not load</p>
        <p>
          {phase === 'unconfigured'
            ? 'Card payments by Square are not set up for this shop.'
            : "Square's secure card form did not load. Check your connection and try again, or choose another payment method."}
        </p>
      </div>
    );

  return (
    <form noValidate onSubmit={(e) => void pay(e)} className="flex flex-col gap-3" aria-label="Card details">
      {problem && (
        <SheetProblem>
          <p>{problem}</p>
        </SheetProblem>
      )}
      {phase === 'loading' && <SheetBusy text="Loading the secure card form…" />}
      <div ref={containerRef} />
      <PaySubmit
        label={amount === null ? 'Pay' : `Pay ${formatMoney(Math.round(amount * 100))}`}
        paying={phase === 'paying'}
        disabled={phase !== 'ready' || amount === null}
      />
    </form>
  );
}
