import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_delete_blocked_date: opens a closed date again. */
export function useDeleteBlockedDate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => adminCall('admin_delete_blocked_date', { date }),
    onSuccess: () => refetchCalls(qc, ['admin_blocked_dates', 'admin_slot_bookings']),
  });
}
