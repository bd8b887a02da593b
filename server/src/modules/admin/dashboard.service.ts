import { formatTimeRange } from '@larder/contract/slot-time';
import { toMajor } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { getStoreSettings } from '../settings/settings.service';
import { addDays, formatSlotDate, localDate, WEEKDAYS, weekdayOf, zonedInstant } from '../slots/slot-dates';
import { awaitsCardPayment } from '../orders/order-money';
import { notAwaitingCard } from '../orders/console';
import { staffOf } from '../audit/audit';

/**
 * admin_slot_bookings: for each of the next days, each active slot of each method with its
 * capacity, the orders booked in it, the live holds, and what remains.
 */
export async function slotBookings(ctx: Ctx, from: string | undefined, days: number) {
  staffOf(ctx);
  const s = await getStoreSettings(ctx);
  const start = from ?? localDate(ctx.clock.now(), s.time_zone);
  const dates = Array.from({ length: days }, (_, i) => addDays(start, i));
  const now = ctx.clock.now().toISOString();
  const [templates, methods, orders, holds, blocked] = await Promise.all([
    ctx.db.selectFrom('slot_template').selectAll().where('is_active', '=', 1).orderBy('from_time').orderBy('id').execute(),
    ctx.db.selectFrom('shipping_method').select(['id', 'name']).execute(),
    ctx.db
      .selectFrom('orders')
      .select(['id', 'slot_template_id', 'delivery_date'])
      .where('delivery_date', 'in', dates)
      .where('status', '!=', 'Cancelled')
      .execute(),
    ctx.db.selectFrom('slot_hold').select(['template_id', 'date']).where('date', 'in', dates).where('expires_at', '>', now).execute(),
    ctx.db.selectFrom('blocked_date').selectAll().where('date', 'in', dates).execute(),
  ]);
  const methodName = new Map(methods.map((m) => [m.id, m.name]));
  return dates.map((date) => {
    const closed = blocked.find((b) => b.date === date);
    const weekdayClosed = s.blocked_weekdays.includes(weekdayOf(date)) ? `No deliveries on ${WEEKDAYS[weekdayOf(date)]}s` : '';
    return {
      date,
      format_date: formatSlotDate(date),
      blocked: closed ? closed.reason || 'Closed' : weekdayClosed,
      slots: templates
        .filter((t) => t.weekday === null || t.weekday === weekdayOf(date))
        .map((t) => {
          const booked = orders.filter((o) => o.slot_template_id === t.id && o.delivery_date === date);
          const held = holds.filter((h) => h.template_id === t.id && h.date === date).length;
          return {
            slot: t.id,
            slot_label: formatTimeRange(t.from_time, t.to_time),
            shipping_method_name: methodName.get(t.shipping_method_id) ?? t.shipping_method_id,
            capacity: t.capacity,
            booked: booked.length,
            held,
            remaining: Math.max(0, t.capacity - booked.length - held),
            orders: booked.map((o) => o.id),
          };
        }),
    };
  });
}

/** admin_dashboard: today's orders and takings, the next week's slots, low stock, failed payments. */
export async function dashboard(ctx: Ctx) {
  staffOf(ctx);
  const s = await getStoreSettings(ctx);
  const today = localDate(ctx.clock.now(), s.time_zone);
  const dayStart = zonedInstant(today, '00:00', s.time_zone).toISOString();
  const dayEnd = zonedInstant(addDays(today, 1), '00:00', s.time_zone).toISOString();
  const [todays, bookings, lowProducts, lowVariants, failed] = await Promise.all([
    ctx.db
      .selectFrom('orders')
      .select(['status', 'total', 'paid_amount', 'payment_method_name', 'payment_status'])
      .where('created_at', '>=', dayStart)
      .where('created_at', '<', dayEnd)
      .where('status', '!=', 'Cancelled')
      .execute(),
    slotBookings(ctx, today, 7),
    ctx.db
      .selectFrom('product')
      .select(['id', 'name', 'stock'])
      .where('is_active', '=', 1)
      .where('inventory_method', '=', 'Track Inventory')
      .where('stock', '<=', s.low_stock_threshold)
      .orderBy('stock')
      .orderBy('name')
      .limit(20)
      .execute(),
    ctx.db
      .selectFrom('product_variant as v')
      .innerJoin('product as p', 'p.id', 'v.product_id')
      .select(['p.id', 'p.name', 'v.attribute_key', 'v.stock'])
      .where('p.is_active', '=', 1)
      .where('p.inventory_method', '=', 'Track Inventory By Product Attributes')
      .where('v.disabled', '=', 0)
      .where('v.stock', '<=', s.low_stock_threshold)
      .orderBy('v.stock')
      .limit(20)
      .execute(),
    ctx.db
      .selectFrom('payment')
      .selectAll()
      .where('status', '=', 'failed')
      .where('created_at', '>=', zonedInstant(addDays(today, -7), '00:00', s.time_zone).toISOString())
      // A failure that a later attempt made good (paid, authorised, or still being paid) is not a problem any more.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('payment as later')
              .select('later.id')
              .whereRef('later.purpose', '=', 'payment.purpose')
              .whereRef('later.reference', '=', 'payment.reference')
              .where('later.status', 'in', ['succeeded', 'authorized', 'refunded']),
          ),
        ),
      )
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  const optionNames = await variantDescriptions(
    ctx,
    lowVariants.map((v) => v.attribute_key),
  );
  // A card order that is not paid is not an order yet for the shop: no revenue, nothing to confirm.
  const real = todays.filter((o) => !awaitsCardPayment(o));
  const placed = await ctx.db
    .selectFrom('orders')
    .select([
      (eb) => eb.fn.countAll<number>().filterWhere(notAwaitingCard).as('to_confirm'),
      (eb) =>
        eb.fn
          .countAll<number>()
          .filterWhere((w) => w.not(notAwaitingCard(w)))
          .as('awaiting_payment'),
    ])
    .where('status', '=', 'Placed')
    .executeTakeFirstOrThrow();
  return {
    today: {
      date: today,
      orders: real.length,
      revenue: toMajor(real.reduce((sum, o) => sum + o.paid_amount, 0)),
      to_collect: toMajor(
        real.filter((o) => o.payment_method_name !== 'Card').reduce((sum, o) => sum + Math.max(0, o.total - o.paid_amount), 0),
      ),
      awaiting_confirmation: Number(placed.to_confirm),
      awaiting_payment: Number(placed.awaiting_payment),
    },
    slots_next_7_days: bookings.flatMap((d) =>
      d.slots.map((sl) => ({
        date: d.date,
        slot_label: `${sl.shipping_method_name} ${sl.slot_label}`,
        orders: sl.booked,
        capacity: sl.capacity,
      })),
    ),
    low_stock: [
      ...lowProducts.map((p) => ({ product: p.id, product_name: p.name, attribute_description: '', stock: p.stock })),
      ...lowVariants.map((v) => ({
        product: v.id,
        product_name: v.name,
        attribute_description: optionNames(v.attribute_key),
        stock: v.stock,
      })),
    ]
      .sort((a, b) => a.stock - b.stock)
      .slice(0, 20),
    failed_payments: failed.map((p) => ({
      name: p.id,
      reference: p.reference,
      amount: toMajor(p.amount),
      provider: p.provider,
      failure_message: p.failure_message,
      created: p.created_at,
    })),
  };
}

/** "Boneless, 1 kg" for a combination key (option ids joined by newlines). */
async function variantDescriptions(ctx: Ctx, keys: string[]) {
  const ids = [...new Set(keys.flatMap((k) => k.split('\n')).filter(Boolean))];
  const options = ids.length
    ? await ctx.db.selectFrom('product_attribute_option').select(['id', 'option_value']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(options.map((o) => [o.id, o.option_value]));
  return (key: string) =>
    key
      .split('\n')
      .map((id) => byId.get(id) ?? '')
      .filter(Boolean)
      .join(', ');
}
