import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TStaff = CallResult<'admin_staff_list'>[number];

/** admin_staff_list (owners): every staff account. */
export const useStaffList = () => useConsoleQuery('admin_staff_list', {});
