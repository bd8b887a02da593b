import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCheckoutChoices, useChoose } from './checkout-state';
import { useReleaseSlotHold } from './api/release-slot-hold';

/**
 * Changing the address or the method: the spec resets the method (on an address change) and the
 * slot; the held place goes back to the shop so nobody is kept from it.
 */
export function useChangeChoice(hasHold: boolean) {
  const release = useReleaseSlotHold();
  const qc = useQueryClient();
  const choose = useChoose();
  const { address, method: chosenMethod } = useCheckoutChoices();

  const changeMethod = useCallback(
    (method: string) => {
      // The spec: a method is applied only when it differs from the current one or none is set.
      if (chosenMethod === method) return;
      if (hasHold) release.mutate();
      choose({ method });
      void qc.invalidateQueries({ queryKey: ['get_cart_delivery_slots'] });
    },
    [hasHold, release, qc, choose, chosenMethod],
  );

  const changeAddress = useCallback(
    (next: string, keepCollection = false) => {
      if (address === next) return;
      // Collection does not depend on the address (it is for contact), so choosing one keeps it.
      if (keepCollection) {
        choose({ address: next, method: chosenMethod });
        return;
      }
      if (hasHold) release.mutate();
      // The server resets the method with it.
      choose({ address: next });
    },
    [hasHold, release, choose, address, chosenMethod],
  );

  return { changeMethod, changeAddress };
}
