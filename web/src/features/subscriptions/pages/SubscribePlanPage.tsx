import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { paymentCalls } from '@larder/contract/payments';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { shellEvents } from '../../../app/shell/shell-state';
import { errorText } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { Form, FormRefusal, SubmitButton, useContractForm } from '../../../shared/forms';
import { SkeletonLines } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { customerSubscriptionsQuery, useCustomerSubscriptions } from '../api/get-customer-subscriptions';
import { useInsertWebSubscription } from '../api/insert-web-subscription';
import { useSubscriptionPlans } from '../api/list-subscription-plans';
import { formatDay, planPrice } from '../format';
import { ALREADY_SUBSCRIBED, useSubscriptionPayment } from '../use-subscription-payment';

const SCHEMA = paymentCalls.insert_web_subscription.payload.pick({ subscription_plan: true });
const WORDS = { subscription_plan: { required: 'Please choose a plan' } };

/**
 * /subscribe-plan, the subscription popup: 'Choose your plan' (a radio list of plans with name and
 * price), 'Plan Features:' once one is chosen, and 'Buy Now' (create the subscription, then pay).
 */
export function SubscribePlanPage() {
  usePageMeta({ title: 'Choose your plan', back: true });
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const plans = useSubscriptionPlans();
  const subs = useCustomerSubscriptions();
  const insert = useInsertWebSubscription();
  const payment = useSubscriptionPayment();
  const id = useId();
  // The form answers the click at once; the URL keeps the choice for the sign-in round trip.
  const form = useContractForm(SCHEMA, { defaultValues: { subscription_plan: params.get('plan') ?? '' }, words: WORDS });
  const chosenName = form.watch('subscription_plan');
  const problem = form.formState.errors.subscription_plan?.message;
  const activeFor = (plan: string) => subs.data?.find((s) => s.subscription_plan === plan && s.status === 'Active');
  // The plan already held cannot be chosen again (it would only meet 'User is already subscribed !').
  const chosen = plans.data?.find((p) => p.name === chosenName && !activeFor(p.name)) ?? null;

  const choose = (plan: string) => {
    form.clearErrors();
    form.setValue('subscription_plan', plan);
    setParams({ plan }, { replace: true, preventScrollReset: true });
  };

  async function buy() {
    if (!chosen) throw new FormRefusal(WORDS.subscription_plan.required, 'subscription_plan');
    if (!session) {
      shellEvents.openLogin(`/subscribe-plan?plan=${encodeURIComponent(chosen.name)}`);
      return;
    }
    try {
      // The latest subscriptions decide: an Active one of this plan blocks buying it again.
      const mine = await qc.fetchQuery(customerSubscriptionsQuery(session.customer_id));
      if (mine.some((s) => s.subscription_plan === chosen.name && s.status === 'Active')) {
        await payment.alert(ALREADY_SUBSCRIBED);
        return;
      }
      const r = await insert.mutateAsync(chosen.name);
      if (r.status === 'Failed' || !r.order) {
        await payment.alert(r.message);
        return;
      }
      if (await payment.pay(r.order.name)) void navigate('/subscriptions', { replace: true });
    } catch (err) {
      await payment.alert(errorText(err));
    } finally {
      void qc.invalidateQueries({ queryKey: ['get_customer_plan_based_subscritpions'] });
    }
  }

  let body;
  if (plans.isPending)
    body = (
      <SkeletonLines
        label="Loading the plans"
        className="flex flex-col gap-3"
        lines={['h-16 w-full rounded-xl', 'h-16 w-full rounded-xl']}
      />
    );
  else if (plans.isError)
    body = <ErrorState error={plans.error} onRetry={() => void plans.refetch()} title="We could not load the plans" />;
  else if (plans.data.length === 0) body = <EmptyState title="No plans on sale" text="Please check back soon." />;
  else
    body = (
      <Form form={form} onSubmit={buy} className="flex flex-col gap-5">
        <fieldset aria-describedby={problem ? `${id}-problem` : undefined}>
          <legend className="sr-only">Plans</legend>
          <div className="flex flex-col gap-3">
            {plans.data.map((p) => {
              const active = activeFor(p.name);
              const checked = p.name === chosen?.name;
              return (
                <label
                  key={p.name}
                  className={`flex items-center gap-3 rounded-xl border-2 bg-white p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${active ? 'cursor-not-allowed border-line' : checked ? 'cursor-pointer border-brand-600 bg-brand-50' : 'cursor-pointer border-line hover:border-stone-400'}`}
                >
                  <input
                    type="radio"
                    name="plan"
                    value={p.name}
                    checked={checked && !active}
                    disabled={Boolean(active)}
                    onChange={() => choose(p.name)}
                    className="size-5 accent-brand-600"
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="font-semibold">{p.plan_name}</span> <span className="font-bold text-brand-700">{planPrice(p)}</span>
                    {active && (
                      <>
                        {' '}
                        <span className="mt-1 self-start rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                          Your plan · {active.cancel_at_period_end ? 'ends' : 'active until'} {formatDay(active.current_period_end)}
                        </span>
                      </>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {chosen && (
          <section aria-labelledby={`${id}-features`} className="rounded-xl bg-white p-4 shadow-sm">
            <h2 id={`${id}-features`} className="mb-2 font-bold">
              Plan Features:
            </h2>
            <ul className="flex flex-col gap-1.5 text-sm">
              {chosen.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf" />
                  {f}
                </li>
              ))}
            </ul>
          </section>
        )}
        <SubmitButton busy="Please wait…" size="lg" className="w-full md:w-auto md:self-start">
          Buy Now
        </SubmitButton>
        {!session && <p className="text-sm text-muted">You will be asked to sign in first.</p>}
      </Form>
    );

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-5 md:py-10">
      <div>
        <h1 className="text-2xl font-bold">Choose your plan</h1>
        <p className="mt-1 text-sm text-muted">Pick a plan to see what it includes, then pay by card.</p>
      </div>
      {body}
      {payment.element}
    </div>
  );
}
