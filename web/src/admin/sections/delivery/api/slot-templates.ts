import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TSlotTemplate = CallResult<'admin_slot_templates'>[number];

/** admin_slot_templates: one method's slots, switched-off ones too, with their bookings. */
export const useSlotTemplates = (method: string | null) =>
  useConsoleQuery('admin_slot_templates', { shipping_method: method ?? '' }, { enabled: Boolean(method) });
