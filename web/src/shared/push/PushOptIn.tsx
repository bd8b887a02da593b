import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { useAppConfig } from '../../lib/app-config';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { BLOCKED_TEXT, disablePush, enablePush, PushError, type PushStatus, pushStatus } from './push-client';

const DISMISSED_KEY = 'larder.push-offer-dismissed';
const OFFER_AGAIN_AFTER_MS = 30 * 24 * 3600_000;

function offerDismissed(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISSED_KEY) ?? 0) < OFFER_AGAIN_AFTER_MS;
  } catch {
    return false;
  }
}

/** The device's notification state, re-read after every change; null while it is being read. */
function usePushState() {
  const session = useSession();
  const config = useAppConfig();
  const [status, setStatus] = useState<PushStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const hasKey = config?.one_signal.is_key === 1 && !!config.one_signal.key;

  const refresh = useCallback(() => {
    pushStatus()
      .then(setStatus)
      .catch((err: unknown) => {
        console.warn('Notification status could not be read', err);
        setStatus('unsupported');
      });
  }, []);
  useEffect(refresh, [refresh, hasKey]);

  const run = async (on: boolean) => {
    if (!session) return;
    setBusy(true);
    setMessage(null);
    try {
      if (on) await enablePush(session);
      else await disablePush(session);
      setMessage({ text: on ? 'Notifications are on. We’ll keep you posted about your orders.' : 'Notifications are off.', error: false });
    } catch (err) {
      setMessage({ text: err instanceof PushError || err instanceof Error ? err.message : errorText(err), error: true });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { session, status, busy, message, run };
}

function Message({ message }: { message: { text: string; error: boolean } | null }) {
  return (
    <p role="status" className={`mt-2 text-sm empty:hidden ${message?.error ? 'text-red-800' : 'text-green-900'}`}>
      {message?.text}
    </p>
  );
}

/**
 * "Get order updates" — the push notification opt-in. `offer` is the card after an order (shown
 * while notifications are off and until dismissed); `setting` is the on/off switch on the profile.
 * Only for signed-in customers; it never asks for permission by itself. After a Click & Collect
 * order (`collection`) the offer speaks of collecting.
 */
export function PushOptIn({ variant, collection = false }: { variant: 'offer' | 'setting'; collection?: boolean }) {
  const { session, status, busy, message, run } = usePushState();
  const [dismissed, setDismissed] = useState(offerDismissed);
  const headingId = useId();
  const labelId = useId();
  const descId = useId();
  if (!session) return null;

  if (variant === 'offer') {
    // After turning them on here, the card stays to confirm it.
    if (dismissed || (status !== 'off' && !message)) return null;
    const done = status === 'on' || status === 'blocked';
    return (
      <section aria-labelledby={headingId} data-testid="push-opt-in" className="flex gap-4 rounded-2xl border border-line bg-white p-5">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <BellRing className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-bold">
            Get order updates
          </h2>
          <p className="mt-1 text-sm text-muted">
            {collection
              ? 'We’ll send a notification to this device when your order is confirmed and when it is ready to collect.'
              : 'We’ll send a notification to this device when your order is confirmed, out for delivery and delivered.'}
          </p>
          {!done && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => void run(true)} disabled={busy}>
                {busy ? 'Turning on…' : 'Turn on notifications'}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  try {
                    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
                  } catch {
                    /* storage unavailable: hidden for this page only */
                  }
                  setDismissed(true);
                }}
              >
                Not now
              </Button>
            </div>
          )}
          <Message message={message} />
        </div>
      </section>
    );
  }

  const on = status === 'on';
  const disabled = busy || status === null || status === 'unsupported' || status === 'unconfigured' || status === 'blocked';
  const description =
    status === 'unsupported'
      ? 'This browser cannot show notifications. On an iPhone, add Larder to your Home Screen first.'
      : status === 'unconfigured'
        ? 'Notifications are not available at the moment.'
        : status === 'blocked'
          ? BLOCKED_TEXT
          : 'A notification on this device when your order is confirmed, out for delivery and delivered.';
  return (
    <section aria-labelledby={headingId} data-testid="push-opt-in" className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        Notifications
      </h2>
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-medium">
            Order updates
          </p>
          <p id={descId} className="text-sm text-muted">
            {description}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={descId}
          disabled={disabled}
          onClick={() => void run(!on)}
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${on ? 'bg-brand-600' : 'bg-stone-400'}`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 left-0.5 size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`}
          />
        </button>
      </div>
      <Message message={message} />
    </section>
  );
}
