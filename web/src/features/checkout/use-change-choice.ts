import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCheckoutChoices, setCheckoutChoices } from './checkout-state';
import { useReleaseSlotHold } from './api/release-slot-hold';

/**
 * Changing the address or the method: the spec resets the method (on an address change) and the
 * slot; the held place goes back to the shop so nobody is kept from it.
 */
export function useChangeChoice(hasHold: boolean) {
  const release = useReleaseSlotHold();
  const qc = useQueryClient();

  const changeMethod = useCallback(
    (method: string) => {
      // The spec: a method is applied only when it differs from the current one or none is set.
      if (getCheckoutChoices().method === method) return;
      if (hasHold) release.mutate();
      setCheckoutChoices({ method });
      void qc.invalidateQueries({ queryKey: ['get_cart_delivery_slots'] });
    },
    [hasHold, release, qc],
  );

  const changeAddress = useCallback(
    (address: string, keepCollection = false) => {
      if (getCheckoutChoices().address === address) return;
      // Collection does not depend on the address (it is for contact), so choosing one keeps it.
      if (keepCollection) {
        setCheckoutChoices({ address });
        return;
      }
      if (hasHold) release.mutate();
      setCheckoutChoices({ address, method: null });
    },
    [hasHold, release],
  );

  return { changeMethod, changeAddress };
}
