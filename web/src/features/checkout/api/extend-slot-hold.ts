import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { storeSlotHold } from '../../../shared/checkout/get-slot-hold';

/** extend_delivery_slot_hold: once per hold, back to the full hold time from now. */
export function useExtendSlotHold() {
  const qc = useQueryClient();
  const customer = useSession()?.customer_id ?? '';
  return useMutation({
    mutationFn: () => call('extend_delivery_slot_hold', {}),
    onSuccess: (res) => {
      if (res.hold) storeSlotHold(qc, customer, res);
      else void qc.invalidateQueries({ queryKey: ['get_delivery_slot_hold'] });
    },
  });
}
