import { Banknote, CreditCard, Plus, WalletCards } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { buttonClass } from '../../../ui/button';
import { SkeletonLines } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useChoose } from '../checkout-state';
import { type Checkout, paymentWords } from '../use-checkout';
import { radioCard, radioInput, StepCard, StepChoices } from './StepCard';

const ICONS = { 'Online Payment': CreditCard, Wallet: WalletCards, Cash: Banknote } as const;

/** Step 5: how to pay — the shop's card provider, the wallet, cash on delivery (or at collection) — and the wallet balance towards it. */
export function PaymentStep({ c }: { c: Checkout }) {
  const { payments } = c;
  const choose = useChoose();
  const total = c.summary.data?.total ?? null;
  const { pathname } = useLocation();
  const pickup = c.billMethod?.is_pickup === 1;
  let body;
  if (payments.isPending)
    body = <SkeletonLines label="Loading ways to pay" className="space-y-2" lines={['h-14 w-full rounded-xl', 'h-14 w-full rounded-xl']} />;
  else if (payments.error)
    body = <ErrorState error={payments.error} onRetry={() => void payments.refetch()} title="We could not load the ways to pay" />;
  else
    body = (
      <StepChoices legend="Payment method" className="grid gap-2">
        {payments.data?.map((p) => {
          const Icon = ICONS[p.payment_type];
          const short = p.payment_type === 'Wallet' && total !== null && c.walletBalance < total;
          const option = (
            <>
              <input
                type="radio"
                name="payment-method"
                value={p.name}
                checked={c.payment?.name === p.name}
                disabled={short}
                onChange={() => choose({ payment: p.name, ...(p.payment_type === 'Wallet' ? { useWallet: false } : {}) })}
                className={radioInput}
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-semibold">{paymentWords(p, pickup).name}</span>
                <span className="mt-0.5 block text-muted">
                  {p.payment_type === 'Wallet'
                    ? `Balance ${formatPrice(c.walletBalance)}${short ? ' — not enough for this order' : ''}`
                    : paymentWords(p, pickup).description}
                </span>
              </span>
            </>
          );
          // Not enough in the wallet: the option stays off, with the way to top it up beside it (and back here after).
          return short ? (
            <div key={p.name} className="flex items-center gap-3 rounded-xl border border-line bg-white p-3">
              <label className="flex min-w-0 flex-1 cursor-not-allowed items-start gap-3 opacity-60">{option}</label>
              <Link
                to={`/wallet?return=${encodeURIComponent(pathname)}`}
                className={buttonClass('secondary', 'sm', 'shrink-0')}
                data-testid="wallet-top-up"
              >
                <Plus aria-hidden="true" className="size-4" /> Top up
              </Link>
            </div>
          ) : (
            <label key={p.name} className={radioCard}>
              {option}
            </label>
          );
        })}
      </StepChoices>
    );

  const canTopUpWithWallet = c.walletOn && c.walletBalance > 0 && c.payment?.payment_type !== 'Wallet';
  return (
    <StepCard id="step-payment" n={5} title="Payment" done={Boolean(c.payment)}>
      {body}
      {canTopUpWithWallet && (
        <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
          <input
            type="checkbox"
            checked={c.choices.useWallet}
            onChange={(e) => choose({ useWallet: e.target.checked })}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            <span className="block font-semibold">Use my wallet balance ({formatPrice(c.walletBalance)})</span>
            <span className="block text-muted">It pays first; the rest is paid the way you chose above.</span>
          </span>
        </label>
      )}
    </StepCard>
  );
}
