import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../ui/button';
import { planPrice, type TPlan } from '../format';

/** A plan on sale: name, price per period, features and the way to choose it (not the plan already held). */
export function PlanCard({ plan, subscribed }: { plan: TPlan; subscribed: boolean }) {
  return (
    <article aria-labelledby={`plan-${plan.name}`} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 id={`plan-${plan.name}`} className="text-lg font-bold">
          {plan.plan_name}
        </h3>
        {subscribed && <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">Subscribed</span>}
      </div>
      <p className="text-2xl font-bold text-brand-700">{planPrice(plan)}</p>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf" />
            {f}
          </li>
        ))}
      </ul>
      {subscribed ? (
        <Button variant="secondary" disabled className="self-start">
          Your plan
        </Button>
      ) : (
        <Link to={`/subscribe-plan?plan=${encodeURIComponent(plan.name)}`} className={buttonClass('primary', 'md', 'self-start')}>
          Choose plan<span className="sr-only">: {plan.plan_name}</span>
        </Link>
      )}
    </article>
  );
}
