import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** cancel_web_subscription: the plan ends with its paid period and never renews. */
export function useCancelWebSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (subscription: string) => call('cancel_web_subscription', { subscription }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['get_customer_plan_based_subscritpions'] }),
  });
}
