import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** Asks to be e-mailed when a product (or one combination of its options) is back in stock. */
export function useNotifyWhenInStock() {
  return useMutation({
    mutationFn: (data: { product: string; attributeId: string; sender_name: string; sender_email: string }) =>
      call('insert_stockavail_notification', { data }),
  });
}
