import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type MenuResult = CallResult<'admin_menu'>;
/** admin_menu (owners): the mobile menu's items and the icons they may use. */
export const useMenu = () => useConsoleQuery('admin_menu', {});
