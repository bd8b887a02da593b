import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_blocked_date: closes a date (no slots are offered) with a reason. */
export const useSaveBlockedDate = () => useConsoleMutation('admin_save_blocked_date', ['admin_blocked_dates', 'admin_slot_bookings']);
