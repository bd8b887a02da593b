import { formatTimeRange } from '@larder/contract/slot-time';
import type { TPickList } from '@larder/contract/admin-orders';
import { toMajor } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { csvText } from '../../lib/csv';
import { getCategoryTree } from '../catalog/category-tree';
import type { OrderStatus } from './orders.table';
import { isResolved } from './picking';
import { staffOf } from '../audit/audit';

/** Orders that still need picking or are picked but not yet gone. */
const TO_PICK: OrderStatus[] = ['Placed', 'Confirmed', 'Packed'];

async function ordersFor(ctx: Ctx, date: string, slot?: string, orderId?: string) {
  let q = ctx.db.selectFrom('orders').selectAll().where('status', 'in', TO_PICK);
  q = orderId ? q.where('id', '=', orderId) : q.where('delivery_date', '=', date);
  if (slot && !orderId) q = q.where('slot_template_id', '=', slot);
  return q.orderBy('slot_from').orderBy('id').execute();
}

/**
 * admin_pick_list: what to pick for a date (and slot), grouped by the product's top-level
 * category, each product/option combination with its total and the orders that need it.
 */
export async function pickList(ctx: Ctx, date: string, slot?: string): Promise<TPickList> {
  staffOf(ctx);
  const orders = await ordersFor(ctx, date, slot);
  const items = orders.length
    ? await ctx.db
        .selectFrom('order_item')
        .select([
          'id',
          'order_id',
          'product_id',
          'product_name',
          'attribute_description',
          'quantity',
          'note',
          'substitution',
          'price_per_kg',
          'weighed_grams',
          'pick_state',
        ])
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    : [];
  const pickedOrders = new Set(orders.filter((o) => o.picked_at).map((o) => o.id));
  const tree = await getCategoryTree(ctx);
  const primary = items.length
    ? await ctx.db
        .selectFrom('product_category')
        .select(['product_id', 'category_id'])
        .where('is_primary', '=', 1)
        .where('product_id', 'in', [...new Set(items.map((i) => i.product_id))])
        .execute()
    : [];
  const categoryOf = new Map(primary.map((p) => [p.product_id, tree.path(p.category_id)[0]?.name ?? 'Other']));
  type PickItem = TPickList['groups'][number]['items'][number];
  const groups = new Map<string, Map<string, PickItem>>();
  for (const i of items) {
    const cat = categoryOf.get(i.product_id) ?? 'Other';
    const byKey = groups.get(cat) ?? new Map<string, PickItem>();
    groups.set(cat, byKey);
    const key = `${i.product_id}|${i.attribute_description}`;
    const entry = byKey.get(key) ?? {
      product: i.product_id,
      product_name: i.product_name,
      attribute_description: i.attribute_description,
      quantity: 0,
      orders: [],
      weighed: i.price_per_kg > 0,
    };
    entry.quantity += i.quantity;
    entry.orders.push({
      order: i.order_id,
      line: i.id,
      quantity: i.quantity,
      note: i.note,
      substitution: i.substitution,
      // An order picked before lines kept their marks counts as picked.
      picked: pickedOrders.has(i.order_id) || isResolved(i),
    });
    byKey.set(key, entry);
  }
  const template = slot
    ? await ctx.db.selectFrom('slot_template').select(['from_time', 'to_time']).where('id', '=', slot).executeTakeFirst()
    : undefined;
  return {
    date,
    slot: slot ?? null,
    slot_label: template ? formatTimeRange(template.from_time, template.to_time) : null,
    order_count: orders.length,
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, byKey]) => ({
        category,
        items: [...byKey.values()].sort(
          (a, b) => a.product_name.localeCompare(b.product_name) || a.attribute_description.localeCompare(b.attribute_description),
        ),
      })),
  };
}

export async function pickListCsv(ctx: Ctx, date: string, slot?: string) {
  const list = await pickList(ctx, date, slot);
  const rows: (string | number)[][] = [['Category', 'Product', 'Options', 'Total quantity', 'Orders']];
  for (const g of list.groups)
    for (const i of g.items)
      rows.push([
        g.category,
        i.product_name,
        i.attribute_description,
        i.quantity,
        i.orders.map((o) => `${o.order} x${o.quantity}`).join('; '),
      ]);
  const suffix = list.slot_label ? `-${list.slot_label.replace(/[^0-9apm]+/gi, '')}` : '';
  return { filename: `pick-list-${date}${suffix}.csv`, csv: csvText(rows) };
}

/** admin_packing_slips: one slip per order (for a date and slot, or one order). */
export async function packingSlips(ctx: Ctx, date: string, slot?: string, orderId?: string) {
  staffOf(ctx);
  const orders = await ordersFor(ctx, date, slot, orderId);
  const items = orders.length
    ? await ctx.db
        .selectFrom('order_item')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('product_name')
        .execute()
    : [];
  return orders.map((o) => ({
    order: o.id,
    customer_name: o.customer_name,
    customer_phone: o.ship_phone || o.customer_phone,
    shipping_address: [o.ship_name, o.ship_address, o.ship_landmark, o.ship_city, o.ship_zipcode].filter(Boolean).join(', '),
    shipping_method_name: o.shipping_method_name,
    delivery_date: o.delivery_date,
    delivery_slot: o.slot_from && o.slot_to ? formatTimeRange(o.slot_from, o.slot_to) : null,
    customer_comments: o.customer_comments,
    payment_status: o.payment_status,
    outstanding_amount: toMajor(Math.max(0, o.total - o.paid_amount)),
    lines: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        product_name: i.product_name,
        attribute_description: i.attribute_description,
        quantity: i.quantity,
        note: i.note,
        substitution: i.substitution,
      })),
  }));
}
