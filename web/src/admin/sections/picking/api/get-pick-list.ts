import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type PickSelection = CallPayloadIn<'admin_pick_list'>;
export type TPickList = CallResult<'admin_pick_list'>;

/** admin_pick_list: what to pick for a date (and slot), by category, with totals and the orders needing each. */
export const usePickList = (sel: PickSelection) => useConsoleQuery('admin_pick_list', sel);
