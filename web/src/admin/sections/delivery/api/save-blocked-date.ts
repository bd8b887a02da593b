import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_blocked_date: closes a date (no slots are offered) with a reason. */
export function useSaveBlockedDate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; reason: string }) => adminCall('admin_save_blocked_date', input),
    onSuccess: () => refetchCalls(qc, ['admin_blocked_dates', 'admin_slot_bookings']),
  });
}
