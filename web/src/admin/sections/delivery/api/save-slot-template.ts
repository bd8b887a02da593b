import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_slot_template: adds or changes a slot (the server refuses overlaps). */
export const useSaveSlotTemplate = () =>
  useConsoleMutation('admin_save_slot_template', ['admin_slot_templates', 'admin_slot_bookings', 'admin_shipping_methods']);
