import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { storeSlotHold } from '../../../shared/checkout/get-slot-hold';

/** release_delivery_slot_hold: gives the held place back (the method or address changed). */
export function useReleaseSlotHold() {
  const qc = useQueryClient();
  const customer = useSession()?.customer_id ?? '';
  return useMutation({
    mutationFn: () => call('release_delivery_slot_hold', {}),
    onSuccess: (res) => storeSlotHold(qc, customer, res),
    onSettled: () => qc.invalidateQueries({ queryKey: ['get_cart_delivery_slots'] }),
  });
}
