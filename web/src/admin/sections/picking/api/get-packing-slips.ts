import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type SlipSelection = CallPayloadIn<'admin_packing_slips'>;
export type TPackingSlip = CallResult<'admin_packing_slips'>[number];

/** admin_packing_slips: one slip per order still to pick or packed (a date and slot, or one order). */
export const usePackingSlips = (sel: SlipSelection) => useConsoleQuery('admin_packing_slips', sel);
