import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

type TReviewData = { product: string; rating: number; title: string; message: string };

/** Writes a review (signed-in customers only: a guest gets 401). */
export function useInsertReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: TReviewData) => call('insert_review', { data }),
    onSuccess: (res) => {
      // An approved review changes the list and the rating summary.
      if (res.status === 'success') {
        void qc.invalidateQueries({ queryKey: ['get_product_reviews_list'] });
        void qc.invalidateQueries({ queryKey: ['get_product_details'] });
      }
    },
  });
}
