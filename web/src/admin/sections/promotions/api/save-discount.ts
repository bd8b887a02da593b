import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { discountDetailQuery } from './discount-detail';

export type TSaveDiscountInput = CallPayloadIn<'admin_save_discount'>;

/** admin_save_discount: creates or updates a discount or coupon (validated by the server, codes unique). */
export function useSaveDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveDiscountInput) => adminCall('admin_save_discount', input),
    onSuccess: (d) => {
      qc.setQueryData(discountDetailQuery(d.name).queryKey, d);
      void qc.invalidateQueries({ queryKey: ['admin_discount_list'] });
    },
  });
}
