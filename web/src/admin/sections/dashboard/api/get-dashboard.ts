import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TDashboard = CallResult<'admin_dashboard'>;

/** admin_dashboard: today's numbers, the week's slots, low stock, failed payments; refreshed every minute. */
export const useDashboard = () => useConsoleQuery('admin_dashboard', {}, { refetchInterval: 60_000 });
