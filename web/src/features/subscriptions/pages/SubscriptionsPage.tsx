import { useId, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { errorText } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { Button, buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SkeletonLines } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useCancelWebSubscription } from '../api/cancel-web-subscription';
import { useCustomerSubscriptions } from '../api/get-customer-subscriptions';
import { useSubscriptionPlans } from '../api/list-subscription-plans';
import { useRenewWebSubscription } from '../api/renew-web-subscription';
import { PlanCard } from '../components/PlanCard';
import { SubscriptionItem } from '../components/SubscriptionItem';
import { formatDay, type TSubscription } from '../format';
import { useSubscriptionPayment } from '../use-subscription-payment';

/** /subscriptions: the customer's subscriptions (renew, cancel, pay a pending bill) and the plans on sale. */
export function SubscriptionsPage() {
  usePageMeta({ title: 'Subscriptions', back: true });
  const session = useSession();
  const plans = useSubscriptionPlans();
  const subs = useCustomerSubscriptions();
  const renew = useRenewWebSubscription();
  const cancel = useCancelWebSubscription();
  const [confirming, setConfirming] = useState<TSubscription | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const payment = useSubscriptionPayment();
  const [busy, setBusy] = useState<string | null>(null);
  const mineId = useId();
  const plansId = useId();

  const run = async (name: string, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(name);
    try {
      await work();
    } finally {
      setBusy(null);
      void subs.refetch();
    }
  };

  const renewSub = (name: string) =>
    run(name, async () => {
      try {
        const r = await renew.mutateAsync(name);
        if (r.status !== 'Success' || !r.order) return void (await payment.alert(r.message));
        await payment.pay(r.order.name);
      } catch (err) {
        await payment.alert(errorText(err));
      }
    });

  const cancelSub = (sub: TSubscription) =>
    run(sub.name, async () => {
      setConfirming(null);
      try {
        const r = await cancel.mutateAsync(sub.name);
        if (r.status !== 'Success') return void (await payment.alert(r.message));
        setNotice(`${r.subscription.plan_name} is cancelled and will not renew.`);
      } catch (err) {
        await payment.alert(errorText(err));
      }
    });

  const active = new Set((subs.data ?? []).filter((s) => s.status === 'Active').map((s) => s.subscription_plan));

  let mine;
  if (!session)
    mine = <SignInPrompt title="Sign in to see your subscriptions" text="Your plans, their renewal dates and bills will show here." />;
  else if (subs.isPending)
    mine = <SkeletonLines label="Loading your subscriptions" className="flex flex-col gap-2" lines={['h-14 w-full', 'h-14 w-full']} />;
  else if (subs.isError)
    mine = <ErrorState error={subs.error} onRetry={() => void subs.refetch()} title="We could not load your subscriptions" />;
  else if (subs.data.length === 0)
    mine = (
      <EmptyState title="No subscriptions yet" text="Choose a plan below for free delivery and more.">
        <Link to="/subscribe-plan" className={buttonClass('primary', 'md')}>
          Choose your plan
        </Link>
      </EmptyState>
    );
  else
    mine = (
      <ul className="divide-y divide-line">
        {subs.data.map((s) => (
          <SubscriptionItem
            key={s.name}
            sub={s}
            busy={busy !== null}
            onRenew={() => void renewSub(s.name)}
            onPay={(order) => void run(s.name, async () => void (await payment.pay(order)))}
            onCancel={() => setConfirming(s)}
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-5 md:px-6 md:py-8">
      <h1 className="text-2xl font-bold">Subscriptions</h1>
      <section aria-labelledby={mineId} className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id={mineId} className="text-lg font-bold">
          Your subscriptions
        </h2>
        {notice && (
          <p role="status" className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            {notice}
          </p>
        )}
        {mine}
      </section>
      <section aria-labelledby={plansId} className="flex flex-col gap-3">
        <h2 id={plansId} className="text-lg font-bold">
          Plans
        </h2>
        {plans.isPending ? (
          <SkeletonLines
            label="Loading the plans"
            className="grid gap-4 md:grid-cols-2"
            lines={['h-56 w-full rounded-2xl', 'h-56 w-full rounded-2xl']}
          />
        ) : plans.isError ? (
          <ErrorState error={plans.error} onRetry={() => void plans.refetch()} title="We could not load the plans" />
        ) : plans.data.length === 0 ? (
          <EmptyState title="No plans on sale" text="Please check back soon." />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {plans.data.map((p) => (
              <PlanCard key={p.name} plan={p} subscribed={active.has(p.name)} />
            ))}
          </div>
        )}
      </section>
      <Dialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={`Cancel ${confirming?.plan_name ?? 'your plan'}?`}
      >
        <p className="text-sm">
          You keep its benefits until {formatDay(confirming?.current_period_end ?? null)}. After that it ends: it will not renew and nothing
          more is charged. What you have paid is not refunded.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Keep my plan
          </Button>
          <Button variant="danger" disabled={busy !== null} onClick={() => confirming && void cancelSub(confirming)}>
            Cancel plan
          </Button>
        </div>
      </Dialog>
      {payment.element}
    </div>
  );
}
