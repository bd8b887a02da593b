import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export const stockHistoryQuery = (product: string, page_no: number, page_len: number) =>
  queryOptions({
    queryKey: ['admin_stock_history', { product, page_no, page_len }],
    queryFn: ({ signal }) => adminCall('admin_stock_history', { product, page_no, page_len }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useStockHistory(product: string, page: number, pageLen: number) {
  return useQuery(stockHistoryQuery(product, page, pageLen));
}
