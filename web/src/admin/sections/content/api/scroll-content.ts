import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type ScrollContentResult = CallResult<'admin_scroll_content'>;
/** admin_scroll_content: the announcement bar's messages, active or not. */
export const useScrollContent = (payload: CallPayloadIn<'admin_scroll_content'>) => useConsoleQuery('admin_scroll_content', payload);
