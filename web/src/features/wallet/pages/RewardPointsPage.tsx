import { Gift, ShoppingBasket, Tag } from 'lucide-react';
import { usePageMeta } from '../../../app/shell/page-meta';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { Skeleton } from '../../../ui/skeleton';
import { useCustomerPoints } from '../../../shared/points/get-customer-points';
import { BalanceCard, Panel } from '../components/Panels';
import { PointsHistory } from '../components/PointsHistory';

/** /reward-points: the balance and its value, how points are earned and spent, and the history. */
export function RewardPointsPage() {
  usePageMeta({ title: 'Reward Points', back: true });
  const session = useSession();
  const points = useCustomerPoints();
  const p = points.data;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-5 md:px-6 md:py-8">
      <h1 className="text-2xl font-bold">Reward Points</h1>
      {!session ? (
        <SignInPrompt title="Sign in to see your points" text="Earn points on every paid order and spend them at checkout." />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <BalanceCard
              label="Points balance"
              heading="Your points"
              icon={Gift}
              query={points}
              errorTitle="We could not load your points"
              skeleton={
                <>
                  <Skeleton className="h-10 w-40 bg-white/30" />
                  <Skeleton className="h-4 w-48 bg-white/30" />
                </>
              }
            >
              {p && (
                <>
                  <p className="text-4xl font-bold tracking-tight" data-testid="points-balance">
                    {p.total_points.toLocaleString('en-GB')} {p.total_points === 1 ? 'point' : 'points'}
                  </p>
                  <p className="text-sm text-white/90">Worth {formatPrice(p.total_amount)} off your shopping</p>
                </>
              )}
            </BalanceCard>
            <Panel title="How points work">
              {p ? (
                <ul className="flex flex-col gap-3 text-sm">
                  <li className="flex gap-3">
                    <ShoppingBasket aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                    <span>
                      Earn <strong>{p.points_per_pound === 1 ? '1 point' : `${p.points_per_pound} points`}</strong> for every £1 you spend
                      on groceries, added when your order is paid.
                    </span>
                  </li>
                  <li className="flex gap-3">
                    <Tag aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                    <span>
                      Each point is worth <strong>{formatPrice(p.point_value)}</strong>. Spend them at checkout.
                    </span>
                  </li>
                  <li className="flex gap-3">
                    <Gift aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                    <span>Points from a cancelled order are taken back; points you spent on it are returned.</span>
                  </li>
                </ul>
              ) : (
                <div aria-hidden="true" className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
              )}
            </Panel>
          </div>
          <Panel title="Points history" tight>
            <PointsHistory customer={session.customer_id} />
          </Panel>
        </>
      )}
    </div>
  );
}
