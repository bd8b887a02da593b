import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call-query';

export const subscriptionPlansQuery = () => callQuery('list_subscription_plans', {}, 5 * 60_000);

/** list_subscription_plans: the plans on sale (name, price, period, features). */
export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQuery());
}
