import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';

/** check_cartitems_stock: can every line be bought as it is? `line` names the first that cannot. */
export function useCheckCartStock() {
  return useMutation({
    mutationFn: () => call('check_cartitems_stock', ownerPayload()),
  });
}
