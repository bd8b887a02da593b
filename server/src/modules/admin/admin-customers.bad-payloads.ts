import type { adminCustomersCalls } from '@larder/contract/admin-customers';

/** A bad payload for each console call of this area (see rpc/contract.int.test.ts); null: nothing to get wrong. */
export const ADMIN_CUSTOMERS_BAD_PAYLOADS = {
  admin_customer_list: { page_len: 1000 },
  admin_customer_detail: { customer_id: '' },
  admin_adjust_wallet: { customer_id: 'CUST-00001', amount: 1.005, reason: 'Goodwill', request_id: 'req-12345678' },
  admin_adjust_points: { customer_id: 'CUST-00001', points: 10, reason: '', request_id: 'req-12345678' },
} satisfies Record<keyof typeof adminCustomersCalls, Record<string, unknown> | null>;
