import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { invalidateCheckoutTotals } from './invalidate';

/**
 * validate_coupon: checks the code on this cart. Success keeps it on the cart (it may add FREE
 * items); `failed` answers with the shop's reason ('Invalid Coupon Code', a minimum order...).
 */
export function useValidateCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { coupon_code: string; shipping_method?: string }) => call('validate_coupon', input),
    onSettled: () => invalidateCheckoutTotals(qc),
  });
}
