import { ArrowLeft, WalletCards } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useWalletDetails } from '../api/wallet-details';
import { TopUpForm } from '../components/TopUpForm';
import { WalletHistory } from '../components/WalletHistory';

/** Where a top-up started from (?return=/checkout): a path in this shop only, never another site. */
export function returnPath(raw: string | null): string | null {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : null;
}

/**
 * /wallet and /tabs/wallet: the balance, a deposit by card and the history. Opened from the
 * checkout (?return=/checkout), a successful top-up goes straight back there.
 */
export function WalletPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const back = returnPath(search.get('return'));
  usePageMeta({ title: 'Wallet', back: !pathname.startsWith('/tabs') });
  const session = useSession();
  const settings = useWebsiteSettings();
  const balance = useWalletDetails();
  const topUpHeading = useId();
  const historyHeading = useId();

  let body;
  if (!session) body = <SignInPrompt title="Sign in to use your wallet" text="Add money once and pay for your shopping in one tap." />;
  else if (settings.data && !settings.data.enable_wallet)
    body = <EmptyState title="The wallet is not available" text="This shop does not offer a wallet at the moment." />;
  else
    body = (
      <>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-label="Wallet balance" className="flex flex-col gap-3 self-start rounded-2xl bg-brand-700 p-5 text-white shadow-sm">
            <div className="flex items-center gap-2 text-sm font-medium text-white/90">
              <WalletCards aria-hidden="true" className="size-5" />
              Wallet balance
            </div>
            {balance.isError ? (
              <ErrorStateOnDark error={balance.error} onRetry={() => void balance.refetch()} />
            ) : balance.data ? (
              <p className="text-4xl font-bold tracking-tight" data-testid="wallet-balance">
                {formatPrice(balance.data.current_wallet_amount)}
              </p>
            ) : (
              <Skeleton className="h-10 w-32 bg-white/30" />
            )}
            <p className="text-sm text-white/90">Use it at checkout, alone or together with a card.</p>
          </section>
          <section aria-labelledby={topUpHeading} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id={topUpHeading} className="mb-3 text-lg font-bold">
              Add money
            </h2>
            <TopUpForm headingId={topUpHeading} onAdded={back ? () => void navigate(back) : undefined} />
          </section>
        </div>
        <section aria-labelledby={historyHeading} className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id={historyHeading} className="mb-1 text-lg font-bold">
            Wallet history
          </h2>
          <WalletHistory customer={session.customer_id} />
        </section>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-5 md:px-6 md:py-8">
      {back && (
        <Link to={back} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to checkout
        </Link>
      )}
      <h1 className="text-2xl font-bold">Wallet</h1>
      {body}
    </div>
  );
}

function ErrorStateOnDark({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="rounded-xl bg-white text-ink">
      <ErrorState error={error} onRetry={onRetry} title="We could not load your balance" />
    </div>
  );
}
