import type { adminOrdersCalls } from '@larder/contract/admin-orders';

/** A bad payload for each console call of this area (see rpc/contract.int.test.ts); null: nothing to get wrong. */
export const ADMIN_ORDERS_BAD_PAYLOADS = {
  admin_order_list: { status: 'Lost' },
  admin_order_detail: { order_id: '' },
  admin_update_order_status: { order_id: 'ORD-00001', status: 'Teleported' },
  admin_bulk_order_status: { orders: ['ORD-1'], status: 'Cancelled' },
  admin_cancel_order: { order_id: 'ORD-00001', reason: 'x' },
  admin_edit_order_lines: { order_id: 'ORD-00001', changes: [], reason: 'Out of stock' },
  admin_weighing: { order_id: '' },
  admin_weigh_line: { order_id: 'ORD-00001', line: 'OI-1', grams: -5 },
  admin_finish_picking: { order_id: 7 },
  admin_pick_line: { order_id: 'ORD-00001', line: 'OI-1', state: 'lost' },
  admin_pick_lines: { lines: [], picked: 1 },
  admin_remove_weighed_line: { order_id: 'ORD-00001', line: '', reason: 'x' },
  admin_pick_list: { date: '24/11/2026' },
  admin_pick_list_csv: { date: 'tomorrow' },
  admin_packing_slips: { date: '' },
  admin_slot_bookings: { days: 400 },
  admin_dashboard: null,
} satisfies Record<keyof typeof adminOrdersCalls, Record<string, unknown> | null>;
