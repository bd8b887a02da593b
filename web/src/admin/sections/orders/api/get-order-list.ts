import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type OrderListPayload = CallPayloadIn<'admin_order_list'>;
export type TOrderRow = CallResult<'admin_order_list'>['orders'][number];

/** admin_order_list: one page of orders, newest first, with the total matching the filters. The last page stays while the next loads. */
export const useOrderList = (payload: OrderListPayload) => useConsoleQuery('admin_order_list', payload, { keepPrevious: true });
