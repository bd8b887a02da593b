import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_blocked_date: opens a closed date again. */
export const useDeleteBlockedDate = () => useConsoleMutation('admin_delete_blocked_date', ['admin_blocked_dates', 'admin_slot_bookings']);
