import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const REVIEWS_PAGE_LEN = 5;

/** Approved reviews of a product, newest first, a page at a time ("More reviews"). */
export const productReviewsQuery = (product: string) =>
  infiniteQueryOptions({
    queryKey: ['get_product_reviews_list', { product, page_len: REVIEWS_PAGE_LEN }],
    queryFn: ({ pageParam, signal }) =>
      call('get_product_reviews_list', { product, page_no: pageParam, page_len: REVIEWS_PAGE_LEN }, { signal }),
    initialPageParam: 1,
    // A short page means the list has ended.
    getNextPageParam: (last, all) => (last.length < REVIEWS_PAGE_LEN ? undefined : all.length + 1),
    staleTime: 60_000,
  });

export function useProductReviews(product: string, enabled = true) {
  return useInfiniteQuery({ ...productReviewsQuery(product), enabled });
}
