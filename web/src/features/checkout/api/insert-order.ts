import type { TCheckoutChoice } from '@larder/contract/checkout';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * insert_order: the shop re-prices everything and re-checks stock, the slot and the coupon.
 * `status: false` with `changes` means nothing was placed because something changed.
 */
export function useInsertOrder() {
  return useMutation({
    mutationFn: (data: TCheckoutChoice) => call('insert_order', { data }),
  });
}
