import { formatMoney } from '@larder/contract/money';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { API_BASE } from '../../../api/client';
import { Button } from '../../../ui/button';
import { dataText } from '../client-data';
import { type CardFields, type CardProblems, cardPayload, cardProblems, formatCardNumber, formatExpiry } from '../card-fields';
import { AUTHENTICATION_FAILED, PAYMENT_FAILED } from '../pay';
import { MAX_RETRIES } from '../settle';
import { PaySubmit, SheetBusy, SheetFrame, SheetProblem, type SheetProps } from '../SheetFrame';

/** What the sandbox reports about a payment (its hosted-sheet endpoints). */
interface SandboxPayment {
  providerRef: string;
  status: 'pending' | 'requires_action' | 'authorized' | 'succeeded' | 'failed' | 'canceled';
  amount: number;
  currency: string;
  failureMessage?: string;
  authenticationFailed?: boolean;
}

class SandboxError extends Error {}

async function sandbox(ref: string, action: '' | '/confirm' | '/authenticate' | '/cancel', body?: object): Promise<SandboxPayment> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/test-provider/payments/${encodeURIComponent(ref)}${action}`, {
      method: action ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: action ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new SandboxError('The test provider did not answer. Check your connection and try again.');
  }
  const json = (await res.json().catch(() => ({}))) as Partial<SandboxPayment> & { message?: string };
  if (!res.ok) throw new SandboxError(json.message ?? 'The test provider did not answer. Please try again.');
  return json as SandboxPayment;
}

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', postcode: '' };
const FIELD_ORDER: (keyof CardFields)[] = ['number', 'expiry', 'cvc', 'postcode'];

type Busy = null | 'paying' | 'authenticating' | 'confirming' | 'closing';

/**
 * Larder's TEST MODE sheet: an imitation of a provider's hosted card sheet, backed by the built-in
 * sandbox. Test cards decide the outcome; 3-D Secure is a challenge step; a failed attempt can
 * be tried again MAX_RETRIES times.
 */
export function TestSheet({ started, summary, finish }: SheetProps) {
  const ref = dataText(started.client_data.payment_ref);
  const testCards = Object.entries((started.client_data.test_cards ?? {}) as Record<string, string>);
  const amount = formatMoney(started.amount, started.currency);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [step, setStep] = useState<'card' | 'challenge'>('card');
  const [busy, setBusy] = useState<Busy>(null);
  const [failures, setFailures] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<keyof CardFields, HTMLInputElement | null>>>({});
  const challengeRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (step === 'challenge') challengeRef.current?.focus();
  }, [step]);

  const set = (k: keyof CardFields, v: string) => {
    const value =
      k === 'number' ? formatCardNumber(v) : k === 'expiry' ? formatExpiry(v) : k === 'cvc' ? v.replace(/\D/g, '').slice(0, 4) : v;
    setFields((f) => ({ ...f, [k]: value }));
    if (problems[k]) setProblems((p) => ({ ...p, [k]: undefined }));
  };

  async function answer(p: SandboxPayment) {
    if (p.status === 'succeeded' || p.status === 'authorized') {
      setBusy('confirming');
      await finish({ kind: 'paid', transactionId: p.providerRef });
      return;
    }
    if (p.status === 'requires_action') {
      setStep('challenge');
      setBusy(null);
      return;
    }
    const authFailed = Boolean(p.authenticationFailed);
    const n = failures + 1;
    setFailures(n);
    if (n > MAX_RETRIES) {
      setBusy('confirming');
      await finish({ kind: 'failed', authenticationFailed: authFailed });
      return;
    }
    setFailure(authFailed ? AUTHENTICATION_FAILED : (p.failureMessage ?? 'The payment did not go through.'));
    setStep('card');
    setBusy(null);
  }

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = cardProblems(fields);
    setProblems(found);
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy('paying');
    setFailure(null);
    setNotice(null);
    try {
      await answer(await sandbox(ref, '/confirm', cardPayload(fields)));
    } catch (err) {
      setNotice(err instanceof Error ? err.message : PAYMENT_FAILED);
      setBusy(null);
    }
  }

  async function authenticate(pass: boolean) {
    if (busy) return;
    setBusy('authenticating');
    try {
      await answer(await sandbox(ref, '/authenticate', { result: pass ? 'pass' : 'fail' }));
    } catch (err) {
      setNotice(err instanceof Error ? err.message : PAYMENT_FAILED);
      setBusy(null);
    }
  }

  async function close() {
    if (busy) return;
    setBusy('closing');
    // Best effort: the sandbox forgets an open attempt; the server is told by finish().
    await sandbox(ref, '/cancel').catch(() => undefined);
    await finish({ kind: 'closed', afterFailure: failures > 0 });
  }

  const retriesLeft = MAX_RETRIES + 1 - failures;

  return (
    <SheetFrame summary={summary} providerLabel="Larder Test Pay" onClose={() => void close()} closeDisabled={busy !== null}>
      <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <strong className="mr-1.5 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold tracking-wide">TEST MODE</strong>
        No real money is taken.
      </div>

      {busy === 'confirming' || busy === 'closing' ? (
        <SheetBusy text={busy === 'closing' ? 'Closing…' : 'Confirming your payment…'} />
      ) : step === 'challenge' ? (
        <section aria-labelledby={`${id}-3ds`} className="flex flex-col gap-3 rounded-xl border border-line bg-stone-50 p-4">
          <h3 id={`${id}-3ds`} ref={challengeRef} tabIndex={-1} className="flex items-center gap-2 font-bold outline-none">
            <ShieldCheck aria-hidden="true" className="size-5 text-leaf" />
            3-D Secure check
          </h3>
          <p className="text-sm">
            Your bank asks you to confirm this payment of <strong>{amount}</strong>. In TEST MODE, choose what your bank answers.
          </p>
          {notice && (
            <p role="alert" className="text-sm text-red-800">
              {notice}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void authenticate(true)} disabled={busy !== null} aria-busy={busy === 'authenticating'}>
              Authenticate
            </Button>
            <Button variant="secondary" onClick={() => void authenticate(false)} disabled={busy !== null}>
              Fail authentication
            </Button>
          </div>
        </section>
      ) : (
        <form noValidate onSubmit={(e) => void pay(e)} className="flex flex-col gap-3" aria-label="Card details">
          {failure && (
            <SheetProblem>
              <p>{failure}</p>
              <p className="mt-1 text-red-800">
                Check the details or use another card. {retriesLeft === 1 ? '1 try left.' : `${retriesLeft} tries left.`}
              </p>
            </SheetProblem>
          )}
          {notice && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {notice}
            </p>
          )}
          <Field
            id={`${id}-number`}
            label="Card number"
            problem={problems.number}
            inputRef={(el) => (inputs.current.number = el)}
            value={fields.number}
            onChange={(v) => set('number', v)}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              id={`${id}-expiry`}
              label="Expiry (MM/YY)"
              problem={problems.expiry}
              inputRef={(el) => (inputs.current.expiry = el)}
              value={fields.expiry}
              onChange={(v) => set('expiry', v)}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={5}
            />
            <Field
              id={`${id}-cvc`}
              label="CVV"
              problem={problems.cvc}
              inputRef={(el) => (inputs.current.cvc = el)}
              value={fields.cvc}
              onChange={(v) => set('cvc', v)}
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="123"
              maxLength={4}
            />
          </div>
          <Field
            id={`${id}-postcode`}
            label="Postal code"
            problem={problems.postcode}
            inputRef={(el) => (inputs.current.postcode = el)}
            value={fields.postcode}
            onChange={(v) => set('postcode', v)}
            autoComplete="postal-code"
            placeholder="E1 6AN"
            maxLength={10}
          />
          <PaySubmit
            label={`Pay ${amount}`}
            paying={busy === 'paying'}
            disabled={busy !== null}
            captureLater={started.capture_later && amount}
            className="mt-1 w-full"
          />
        </form>
      )}

      {step === 'card' && busy !== 'confirming' && busy !== 'closing' && testCards.length > 0 && (
        <section aria-labelledby={`${id}-cards`} className="rounded-xl bg-stone-50 p-3 text-sm">
          <h3 id={`${id}-cards`} className="mb-1 font-semibold">
            Test cards
          </h3>
          <p className="mb-2 text-xs text-muted">Any future expiry date, any 3-digit CVV and any postcode.</p>
          <ul className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1">
            {testCards.map(([number, what]) => (
              <li key={number} className="contents">
                <button
                  type="button"
                  onClick={() => set('number', number)}
                  aria-label={`Use test card ${formatCardNumber(number)}: ${what}`}
                  className="rounded px-1 text-left font-mono whitespace-nowrap text-brand-700 underline decoration-dotted underline-offset-2 hover:bg-brand-50"
                >
                  {formatCardNumber(number)}
                </button>
                <span className="text-xs text-muted">{what}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </SheetFrame>
  );
}

function Field({
  id,
  label,
  problem,
  inputRef,
  onChange,
  ...rest
}: {
  id: string;
  label: string;
  problem?: string;
  inputRef: (el: HTMLInputElement | null) => void;
  onChange: (v: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={`h-11 rounded-lg border bg-white px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${problem ? 'border-red-600' : 'border-stone-300'}`}
        {...rest}
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
