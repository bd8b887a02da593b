import type { TWeighingSheet } from '@larder/contract/admin-orders';
import { toMajor } from '@larder/contract/money';
import { weightedTotal } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import type { CallPayload } from '@larder/contract';
import { invalid } from '../../lib/errors';
import {
  type FinishOutcome,
  finishPicking,
  isResolved,
  type LinePick,
  pickingSheet,
  pickLine,
  removeWeighedLine,
  tickLines,
  weighLine,
} from './picking';
import { audit, staffOf } from '../audit/audit';

/** The console's picking sheet: every line to pick, weighed lines at the scale (orders/picking.ts does the work). */
async function sheet(ctx: Ctx, orderId: string): Promise<TWeighingSheet> {
  const s = await pickingSheet(ctx, orderId);
  const o = s.order;
  return {
    order_id: o.id,
    status: o.status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    picked_at: o.picked_at,
    margin_percent: s.marginBp / 100,
    lines: s.items.map((i) => ({
      line: i.id,
      product_name: i.product_name,
      pack_size: i.pack_size,
      quantity: i.quantity,
      price_per_kg: i.price_per_kg ? toMajor(i.price_per_kg) : null,
      estimated_weight_g: i.price_per_kg ? i.estimated_grams : null,
      estimated_total: toMajor(i.price_per_kg ? i.estimated_total : i.total),
      max_total: i.price_per_kg ? toMajor(i.cap_total) : null,
      weighed_weight_g: i.weighed_grams,
      total: toMajor(s.charges.get(i.id) ?? i.total),
      capped: Boolean(i.price_per_kg && i.weighed_grams !== null && weightedTotal(i.price_per_kg, i.weighed_grams) > i.cap_total),
      free: Boolean(i.is_free_item),
      substitution: i.substitution,
      pick_state: i.pick_state,
      picked_quantity: i.picked_quantity,
      pick_substitute: i.pick_substitute,
      resolved: isResolved(i),
    })),
    estimated_total: toMajor(s.estimate),
    current_total: toMajor(s.current),
    max_total: toMajor(o.hold_amount || o.total),
    to_weigh: s.items.filter((i) => i.price_per_kg && i.weighed_grams === null).length,
    to_pick: s.items.filter((i) => !isResolved(i)).length,
  };
}

export async function adminWeighing(ctx: Ctx, orderId: string): Promise<TWeighingSheet> {
  staffOf(ctx);
  return sheet(ctx, orderId);
}

export async function adminWeighLine(ctx: Ctx, orderId: string, line: string, grams: number): Promise<TWeighingSheet> {
  const { staffId } = staffOf(ctx);
  await weighLine(ctx, orderId, line, grams, staffId);
  return sheet(ctx, orderId);
}

export async function adminPickLine(ctx: Ctx, p: CallPayload<'admin_pick_line'>): Promise<TWeighingSheet> {
  const { staffId } = staffOf(ctx);
  let pick: LinePick;
  if (p.state === 'short') {
    if (p.quantity === undefined) throw invalid('Say how many were found.', [{ field: 'quantity', message: 'How many were found' }]);
    pick = { state: 'short', quantity: p.quantity };
  } else if (p.state === 'substituted') pick = { state: 'substituted', with: p.substitute };
  else pick = { state: p.state === 'picked' ? 'picked' : null };
  await pickLine(ctx, p.order_id, p.line, pick, staffId);
  return sheet(ctx, p.order_id);
}

export async function adminPickLines(ctx: Ctx, lines: { order_id: string; line: string }[], picked: boolean) {
  const { staffId } = staffOf(ctx);
  return tickLines(ctx, lines, picked, staffId);
}

export async function adminRemoveWeighedLine(ctx: Ctx, orderId: string, line: string, reason: string): Promise<TWeighingSheet> {
  const { staffId } = staffOf(ctx);
  const r = await removeWeighedLine(ctx, orderId, line, staffId, reason);
  await audit(ctx, 'remove_weighed_line', 'order', orderId, { line, total: toMajor(r.before) }, { total: toMajor(r.total), reason });
  return sheet(ctx, orderId);
}

export async function adminFinishPicking(ctx: Ctx, orderId: string): Promise<TWeighingSheet & { payment: FinishOutcome['payment'] }> {
  const { staffId } = staffOf(ctx);
  const out = await finishPicking(ctx, orderId, staffId);
  await audit(ctx, 'finish_picking', 'order', orderId, null, { total: toMajor(out.order.total), payment: out.payment });
  return { ...(await sheet(ctx, orderId)), payment: out.payment };
}
