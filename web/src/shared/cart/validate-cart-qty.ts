import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';

/**
 * validate_product_cart_qty: may `qty` more of this product (combination) go in the cart? Asked
 * before every plus; `status: 1` is yes, otherwise `message` says why not.
 */
export function useValidateCartQty() {
  return useMutation({
    mutationFn: ({ product, attributeIds, qty = 1 }: { product: string; attributeIds: string[]; qty?: number }) =>
      call('validate_product_cart_qty', { ProductId: product, attributeId: attributeIds, qty, ...ownerPayload() }),
  });
}
