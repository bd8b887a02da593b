import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_slot_template: deletes a slot, or switches it off when it has bookings. */
export const useDeleteSlotTemplate = () =>
  useConsoleMutation('admin_delete_slot_template', ['admin_slot_templates', 'admin_slot_bookings', 'admin_shipping_methods']);
