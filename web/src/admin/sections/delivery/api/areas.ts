import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TArea = CallResult<'admin_areas'>[number];

/** admin_areas: every served postcode district and sector, switched-off ones too. */
export const useAreas = () => useConsoleQuery('admin_areas', {});
