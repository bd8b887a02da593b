import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type HomeSectionsResult = CallResult<'admin_home_sections'>;
/** admin_home_sections: the home page's sections in order (all, or one layout's). */
export const useHomeSections = (payload: CallPayloadIn<'admin_home_sections'>) => useConsoleQuery('admin_home_sections', payload);
