import { formatPrice } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { formatDay, StatusBadge, type TSubscription } from '../format';

/** "Your plan ends on 22 Dec 2026; you keep its benefits until then." */
function endsText(sub: Pick<TSubscription, 'current_period_end'>): string {
  return `Your plan ends on ${formatDay(sub.current_period_end)}; you keep its benefits until then.`;
}

/** One of the customer's subscriptions: status, period and what can be done now. */
export function SubscriptionItem({
  sub,
  busy,
  onRenew,
  onPay,
  onCancel,
}: {
  sub: TSubscription;
  busy: boolean;
  onRenew: () => void;
  onPay: (order: string) => void;
  onCancel: () => void;
}) {
  const pending = sub.status === 'Pending' && sub.order && sub.order_outstanding > 0;
  const ending = sub.status === 'Active' && sub.cancel_at_period_end;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="subscription">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{sub.plan_name}</p>
          <StatusBadge status={sub.status} />
        </div>
        <p className="mt-0.5 text-sm text-muted">
          {sub.status === 'Active' &&
            sub.current_period_end &&
            (ending ? endsText(sub) : <>Active until {formatDay(sub.current_period_end)}</>)}
          {sub.status === 'Expired' && sub.current_period_end && <>Ended on {formatDay(sub.current_period_end)}</>}
          {sub.status === 'Pending' && <>Waiting for payment{pending ? ` of ${formatPrice(sub.order_outstanding)}` : ''}</>}
          {(sub.status === 'Failed' || sub.status === 'Cancelled') && <>Started {formatDay(sub.start)}</>}
        </p>
      </div>
      <div className="flex gap-2">
        {pending && (
          <Button size="sm" onClick={() => onPay(sub.order!)} disabled={busy} aria-label={`Pay now for ${sub.plan_name}`}>
            Pay now
          </Button>
        )}
        {((sub.status === 'Active' && !ending) || (sub.status === 'Expired' && !sub.cancel_at_period_end)) && (
          <Button size="sm" variant="secondary" onClick={onRenew} disabled={busy} aria-label={`Renew ${sub.plan_name}`}>
            Renew
          </Button>
        )}
        {sub.status === 'Active' && !ending && (
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy} aria-label={`Cancel ${sub.plan_name}`}>
            Cancel plan
          </Button>
        )}
      </div>
    </li>
  );
}
