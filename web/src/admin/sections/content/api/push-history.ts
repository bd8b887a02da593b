import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type PushHistoryResult = CallResult<'admin_push_history'>;
/** admin_push_history: recent pushes and how many went out in the last hour. */
export const usePushHistory = (payload: CallPayloadIn<'admin_push_history'>) => useConsoleQuery('admin_push_history', payload);
