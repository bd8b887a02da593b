/**
 * admin_bulk_order_status: many orders to one status in one transaction, each through the single
 * order's step rule (order-lifecycle stepOrder), with one audit entry for the lot.
 */
import type { OrderStatus } from './orders.table';
import { type Ctx, inTransaction } from '../../ctx';
import { AppError, type FieldError, invalid } from '../../lib/errors';
import { audit, staffOf } from '../audit/audit';
import { announceStep, type OrderStep, stepOrder } from './order-lifecycle';

export interface BulkStatusRequest {
  orders?: string[];
  delivery_date?: string;
  slot?: string;
  status: OrderStatus;
  note: string;
  skip_blocked: boolean;
}

/** A refusal of one order's step (not a fault): the rule's own 4xx. */
const isRefusal = (err: unknown): err is AppError => err instanceof AppError && (err.code === 'VALIDATION' || err.code === 'NOT_FOUND');

export async function bulkOrderStatus(ctx: Ctx, r: BulkStatusRequest) {
  const { staffId } = staffOf(ctx);
  const { steps, skipped } = await inTransaction(ctx, async (tx) => {
    const ids =
      r.orders ??
      (
        await tx.db
          .selectFrom('orders')
          .select('id')
          .where('delivery_date', '=', r.delivery_date!)
          .where('slot_template_id', '=', r.slot!)
          .where('status', 'not in', ['Cancelled', 'Delivered'])
          .orderBy('id')
          .execute()
      ).map((o) => o.id);
    if (!ids.length) throw invalid('No orders to move: that slot has no open orders.', [{ field: 'slot', message: 'no open orders' }]);
    const steps: OrderStep[] = [];
    const refused: FieldError[] = [];
    const before: Record<string, string> = {};
    for (const id of ids) {
      const was = await tx.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
      try {
        steps.push(await stepOrder(tx, id, r.status, staffId, r.note));
        before[id] = was!.status;
      } catch (err) {
        if (!isRefusal(err)) throw err;
        refused.push({ field: id, message: err.message });
      }
    }
    if (refused.length && !r.skip_blocked)
      throw invalid(
        `${refused.length} of ${ids.length} ${ids.length === 1 ? 'order' : 'orders'} cannot move to ${r.status}, so none was moved: ${refused.map((e) => e.message).join(' ')}`,
        refused,
      );
    if (!steps.length) throw invalid(`None of the orders can move to ${r.status}: ${refused.map((e) => e.message).join(' ')}`, refused);
    await audit(
      tx,
      'bulk_status',
      'order',
      r.orders ? `${steps.length} orders` : `${r.delivery_date} ${r.slot}`,
      { status: before },
      { status: r.status, note: r.note, orders: steps.map((s) => s.order.id), skipped: refused.map((e) => e.field) },
    );
    return { steps, skipped: refused };
  });
  for (const step of steps) await announceStep(ctx, step);
  return { moved: steps.map((s) => s.order.id), skipped: skipped.map((e) => ({ order_id: e.field, message: e.message })) };
}
