import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** renew_web_subscription: the next period's bill (or the unpaid one) to pay. */
export function useRenewWebSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (subscription: string) => call('renew_web_subscription', { subscription }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['get_customer_plan_based_subscritpions'] }),
  });
}
