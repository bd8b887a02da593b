import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_shipping_method: adds or changes a method (names are unique). */
export const useSaveShippingMethod = () =>
  useConsoleMutation('admin_save_shipping_method', ['admin_shipping_methods', 'admin_slot_templates', 'admin_slot_bookings']);
