import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** Sends a shopper's question about a product to the shop. */
export function useAskQuestion() {
  return useMutation({
    mutationFn: (data: { product: string; sender_name: string; sender_email: string; question: string }) =>
      call('insert_questionaproduct', { data }),
  });
}
