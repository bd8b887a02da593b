import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

export const customerSubscriptionsQuery = (party: string) =>
  queryOptions({
    queryKey: ['get_customer_plan_based_subscritpions', { party }],
    queryFn: ({ signal }) => call('get_customer_plan_based_subscritpions', { party }, { signal }),
  });

/** get_customer_plan_based_subscritpions (spelt so): the signed-in customer's subscriptions. */
export function useCustomerSubscriptions() {
  const party = useSession()?.customer_id ?? '';
  return useQuery({ ...customerSubscriptionsQuery(party), enabled: Boolean(party) });
}
