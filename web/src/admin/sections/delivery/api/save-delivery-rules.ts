import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_delivery_rules: the slot rules (store settings; every server process reloads them). */
export const useSaveDeliveryRules = () => useConsoleMutation('admin_save_delivery_rules', ['admin_delivery_rules', 'admin_slot_bookings']);
