import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const subscriptionPlansQuery = () =>
  queryOptions({
    queryKey: ['list_subscription_plans', {}],
    queryFn: ({ signal }) => call('list_subscription_plans', {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** list_subscription_plans: the plans on sale (name, price, period, features). */
export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQuery());
}
