import type { QueryClient } from '@tanstack/react-query';
import type { TAdminOrder } from './get-order-detail';
import { orderDetailQuery } from './get-order-detail';

/** After an order changes: its detail from the answer, and every list or count that shows it, fetched again. */
export async function orderChanged(qc: QueryClient, order: TAdminOrder): Promise<void> {
  qc.setQueryData(orderDetailQuery(order.name).queryKey, order);
  await Promise.all(
    ['admin_order_list', 'admin_dashboard', 'admin_slot_bookings', 'admin_pick_list', 'admin_packing_slips', 'admin_audit_log'].map(
      (name) => qc.invalidateQueries({ queryKey: [name] }),
    ),
  );
}
