import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { invalidateCheckoutTotals } from './invalidate';

/** remove_coupon: takes the code off the cart; its FREE items go with it. */
export function useRemoveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('remove_coupon', {}),
    onSettled: () => invalidateCheckoutTotals(qc),
  });
}
