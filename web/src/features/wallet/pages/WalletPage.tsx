import { ArrowLeft, WalletCards } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { EmptyState } from '../../../ui/states';
import { useWalletDetails } from '../api/wallet-details';
import { BalanceCard, Panel } from '../components/Panels';
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

  let body;
  if (!session) body = <SignInPrompt title="Sign in to use your wallet" text="Add money once and pay for your shopping in one tap." />;
  else if (settings.data && !settings.data.enable_wallet)
    body = <EmptyState title="The wallet is not available" text="This shop does not offer a wallet at the moment." />;
  else
    body = (
      <>
        <div className="grid gap-4 md:grid-cols-2">
          <BalanceCard
            label="Wallet balance"
            heading="Wallet balance"
            icon={WalletCards}
            query={balance}
            errorTitle="We could not load your balance"
            note={<p className="text-sm text-white/90">Use it at checkout, alone or together with a card.</p>}
          >
            <p className="text-4xl font-bold tracking-tight" data-testid="wallet-balance">
              {formatPrice(balance.data?.current_wallet_amount ?? 0)}
            </p>
          </BalanceCard>
          <Panel title="Add money">{(id) => <TopUpForm headingId={id} onAdded={back ? () => void navigate(back) : undefined} />}</Panel>
        </div>
        <Panel title="Wallet history" tight>
          <WalletHistory customer={session.customer_id} />
        </Panel>
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
