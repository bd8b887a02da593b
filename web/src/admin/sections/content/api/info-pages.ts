import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type InfoPagesResult = CallResult<'admin_info_pages'>;
/** admin_info_pages: every info page with its blocks. */
export const useInfoPages = (payload: CallPayloadIn<'admin_info_pages'>) => useConsoleQuery('admin_info_pages', payload);
