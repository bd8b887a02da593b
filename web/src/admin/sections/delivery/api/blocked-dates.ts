import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TBlockedDate = CallResult<'admin_blocked_dates'>[number];

/** admin_blocked_dates: closed dates from today on (or all), with the orders already booked on each. */
export const useBlockedDates = (includePast: boolean) => useConsoleQuery('admin_blocked_dates', { include_past: includePast });
