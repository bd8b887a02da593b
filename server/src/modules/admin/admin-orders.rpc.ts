import type { Handlers } from '../../rpc/handler-types';
import { bulkOrderStatus } from '../orders/bulk';
import { adminCancelOrder, adminEditOrderLines, adminOrderDetail, adminOrderList, adminUpdateOrderStatus } from '../orders/console';
import { dashboard, slotBookings } from './dashboard.service';
import {
  adminFinishPicking,
  adminPickLine,
  adminPickLines,
  adminRemoveWeighedLine,
  adminWeighing,
  adminWeighLine,
} from '../orders/console-weighing';
import { packingSlips, pickList, pickListCsv } from '../orders/console-picking';

export const adminOrdersRpc = {
  admin_order_list: (ctx, p) => adminOrderList(ctx, p),
  admin_order_detail: (ctx, p) => adminOrderDetail(ctx, p.order_id),
  admin_update_order_status: (ctx, p) => adminUpdateOrderStatus(ctx, p.order_id, p.status, p.note),
  admin_bulk_order_status: (ctx, p) => bulkOrderStatus(ctx, p),
  admin_cancel_order: (ctx, p) => adminCancelOrder(ctx, p.order_id, p.reason, p.refund_to),
  admin_edit_order_lines: (ctx, p) => adminEditOrderLines(ctx, p.order_id, p.changes, p.reason, p.refund_to),
  admin_weighing: (ctx, p) => adminWeighing(ctx, p.order_id),
  admin_weigh_line: (ctx, p) => adminWeighLine(ctx, p.order_id, p.line, p.grams),
  admin_pick_line: (ctx, p) => adminPickLine(ctx, p),
  admin_pick_lines: (ctx, p) => adminPickLines(ctx, p.lines, p.picked),
  admin_finish_picking: (ctx, p) => adminFinishPicking(ctx, p.order_id),
  admin_remove_weighed_line: (ctx, p) => adminRemoveWeighedLine(ctx, p.order_id, p.line, p.reason),
  admin_pick_list: (ctx, p) => pickList(ctx, p.date, p.slot),
  admin_pick_list_csv: (ctx, p) => pickListCsv(ctx, p.date, p.slot),
  admin_packing_slips: (ctx, p) => packingSlips(ctx, p.date, p.slot, p.order_id),
  admin_slot_bookings: (ctx, p) => slotBookings(ctx, p.from, p.days),
  admin_dashboard: (ctx) => dashboard(ctx),
} satisfies Partial<Handlers>;
