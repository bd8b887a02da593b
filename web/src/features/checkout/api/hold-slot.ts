import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { storeSlotHold } from '../../../shared/checkout/get-slot-hold';

/**
 * hold_delivery_slot: keeps the chosen slot for this shopper for the shop's hold time (a new hold
 * replaces the old one). A slot taken meanwhile answers `failed` with the shop's message.
 */
export function useHoldSlot() {
  const qc = useQueryClient();
  const customer = useSession()?.customer_id ?? '';
  return useMutation({
    mutationFn: (input: { shipping_method: string; date: string; slot: string }) => call('hold_delivery_slot', input),
    onSuccess: (res) => {
      if (res.status === 'success') storeSlotHold(qc, customer, res);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['get_cart_delivery_slots'] }),
  });
}
