import type { Ctx } from '../../ctx';
import { unauthorized } from '../../lib/errors';
import { getStoreSettings } from '../settings/settings.service';
import { localDate } from '../slots/slot-dates';
import { listOrders } from './orders.service';

function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

/** get_customer_dashboard: the caller's order counts (today, this week, this month, ever) and latest orders. */
export async function customerDashboard(ctx: Ctx) {
  const id = customerOf(ctx);
  const tz = (await getStoreSettings(ctx)).time_zone;
  const orders = await ctx.db.selectFrom('orders').select('created_at').where('customer_id', '=', id).execute();
  const now = ctx.clock.now();
  const today = localDate(now, tz);
  const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86400000);
  const weekStart = localDate(monday, tz);
  const days = orders.map((o) => localDate(new Date(o.created_at), tz));
  const recent = await listOrders(ctx, id, 1, 5);
  return {
    status: 'success' as const,
    data: {
      all_count: orders.length,
      monthly_count: days.filter((d) => d.slice(0, 7) === today.slice(0, 7)).length,
      week_orders_count: days.filter((d) => d >= weekStart && d <= today).length,
      today_orders_count: days.filter((d) => d === today).length,
      recent_orders: recent.map((o) => ({
        name: o.name,
        order_date: o.order_date,
        status: o.status,
        payment_status: o.payment_status,
        total_amount: o.total_amount,
        item_count: o.item_count,
      })),
    },
  };
}
