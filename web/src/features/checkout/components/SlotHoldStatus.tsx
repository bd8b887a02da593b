import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../ui/toast';
import { useExtendSlotHold } from '../api/extend-slot-hold';
import type { Checkout } from '../use-checkout';
import { HoldCountdown } from './HoldCountdown';

/** The hold's countdown with its one extension; when it runs out the slot is asked for again. */
export function SlotHoldStatus({ c, compact = false }: { c: Checkout; compact?: boolean }) {
  const qc = useQueryClient();
  const extend = useExtendSlotHold();
  const onExpired = useCallback(() => {
    notify('Your slot hold has ended. Please choose a slot again.', { kind: 'error', duration: 6000 });
    void qc.invalidateQueries({ queryKey: ['get_delivery_slot_hold'] });
    void qc.invalidateQueries({ queryKey: ['get_cart_delivery_slots'] });
  }, [qc]);
  if (!c.slot) return null;
  return (
    <HoldCountdown
      hold={c.slot}
      fetchedAt={c.hold.dataUpdatedAt}
      compact={compact}
      extending={extend.isPending}
      onExtend={() =>
        extend.mutate(undefined, {
          onSuccess: (res) => notify(res.status === 'success' ? 'Your slot is held for longer.' : res.message),
          onError: (err) => notify(errorText(err), { kind: 'error' }),
        })
      }
      onExpired={onExpired}
    />
  );
}
