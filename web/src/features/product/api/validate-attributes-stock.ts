import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export interface StockCheckInput {
  /** Product id (details `name`). */
  product: string;
  /** Chosen option ids, sorted and joined by "\n" (the server's combination key). */
  attributeKey: string;
  qty: number;
}

/** Live price and stock of a chosen combination and quantity. */
export const attributesStockQuery = ({ product, attributeKey, qty }: StockCheckInput) => {
  const payload = { product, attribute_id: attributeKey, cart_qty: qty };
  return queryOptions({
    queryKey: ['validate_attributes_stock', payload],
    queryFn: ({ signal }) => call('validate_attributes_stock', payload, { signal }),
    // Stock moves; a short freshness window still lets option flips reuse answers.
    staleTime: 10_000,
  });
};

export function useAttributesStock(input: StockCheckInput, enabled = true) {
  return useQuery({ ...attributesStockQuery(input), enabled });
}
