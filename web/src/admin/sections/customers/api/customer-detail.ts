import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TCustomer = CallResult<'admin_customer_detail'>;

/** admin_customer_detail: profile, addresses, orders, wallet and points ledgers, birthday club, devices. */
export const useCustomerDetail = (customerId: string) =>
  useConsoleQuery('admin_customer_detail', { customer_id: customerId }, { enabled: Boolean(customerId) });
