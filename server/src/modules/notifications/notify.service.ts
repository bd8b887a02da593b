import type { Ctx } from '../../ctx';
import type { ORDER_STATUSES } from '@larder/contract/admin-orders';
import { randomId } from '../../lib/ids';
import { sendCustomerEmail } from './email/send';
import { type PushOutcome, sendPushToAllDevices, sendPushToCustomer } from './push.service';
import type { PushTopic } from './push-target';

type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_TEXT: Partial<Record<OrderStatus, (id: string) => { title: string; body: string }>> = {
  Confirmed: (id) => ({ title: 'Order confirmed', body: `Your order ${id} is confirmed. We'll let you know when it's on its way.` }),
  'Out for delivery': (id) => ({ title: 'Out for delivery', body: `Your order ${id} is out for delivery.` }),
  Delivered: (id) => ({ title: 'Delivered', body: `Your order ${id} has been delivered. Enjoy your food!` }),
};

/** A Click & Collect order is ready at the counter once packed, then collected (it never goes out for delivery). */
const COLLECTION_STATUS_TEXT: Partial<Record<OrderStatus, (id: string) => { title: string; body: string }>> = {
  Confirmed: (id) => ({ title: 'Order confirmed', body: `Your order ${id} is confirmed. We'll let you know when it's ready to collect.` }),
  Packed: (id) => ({ title: 'Ready to collect', body: `Your order ${id} is ready to collect. Please bring your order number.` }),
  Delivered: (id) => ({ title: 'Collected', body: `Your order ${id} has been collected. Enjoy your food!` }),
};

/** A push to the order's customer for the statuses shoppers care about; other statuses send nothing. */
export async function notifyOrderStatus(ctx: Ctx, orderId: string, status: OrderStatus, collection = false): Promise<PushOutcome | null> {
  const text = (collection ? COLLECTION_STATUS_TEXT : ORDER_STATUS_TEXT)[status];
  if (!text) return null;
  const order = await ctx.db.selectFrom('orders').select(['id', 'customer_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  return sendPushToCustomer(ctx, order.customer_id, { ...text(order.id), topic: { type: 'Order', order_id: order.id } });
}

/** Stores a "notify me when it's back" request; asking again returns the request already stored. */
export async function askBackInStock(ctx: Ctx, ask: { product_id: string; attribute_key: string; email: string; user_name: string }) {
  await ctx.db
    .insertInto('stock_notification')
    .values({ id: `PAN-${randomId(9)}`, ...ask, created_at: ctx.clock.now().toISOString(), notified_at: null })
    .onConflict((oc) => oc.columns(['product_id', 'attribute_key', 'email']).doNothing())
    .execute();
  return ctx.db
    .selectFrom('stock_notification')
    .selectAll()
    .where('product_id', '=', ask.product_id)
    .where('attribute_key', '=', ask.attribute_key)
    .where('email', '=', ask.email)
    .executeTakeFirstOrThrow();
}

/**
 * Back in stock: every notify-me request for this product whose combination now has stock gets an
 * e-mail (and a push when the e-mail is a customer's with a device), once.
 */
export async function notifyBackInStock(ctx: Ctx, productId: string): Promise<number> {
  const product = await ctx.db
    .selectFrom('product')
    .select(['id', 'name', 'route', 'stock', 'inventory_method', 'is_active'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product?.is_active) return 0;
  const pending = await ctx.db
    .selectFrom('stock_notification')
    .selectAll()
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .execute();
  if (pending.length === 0) return 0;
  const variants = await ctx.db
    .selectFrom('product_variant')
    .select(['attribute_key', 'stock', 'disabled'])
    .where('product_id', '=', productId)
    .execute();
  const inStock = (key: string) => {
    if (product.inventory_method === 'Dont Track Inventory') return true;
    if (product.inventory_method === 'Track Inventory') return product.stock > 0;
    const v = variants.find((x) => x.attribute_key === key);
    return key === '' ? variants.some((x) => !x.disabled && x.stock > 0) : !!v && !v.disabled && v.stock > 0;
  };
  const url = `${ctx.app.config.publicUrl}/pr/${product.route}`;
  let notified = 0;
  for (const n of pending.filter((p) => inStock(p.attribute_key))) {
    // Claim the row first so two processes never send the same alert twice.
    const claimed = await ctx.db
      .updateTable('stock_notification')
      .set({ notified_at: ctx.clock.now().toISOString() })
      .where('id', '=', n.id)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    notified++;
    await sendCustomerEmail(ctx, n.email, 'back-in-stock', { name: n.user_name, productName: product.name, url });
    const customer = await ctx.db.selectFrom('customer').select('id').where('email', '=', n.email).executeTakeFirst();
    if (customer)
      await sendPushToCustomer(ctx, customer.id, {
        title: 'Back in stock',
        body: `${product.name} is back in stock.`,
        topic: { type: 'Product', route: product.route },
      });
  }
  return notified;
}

/** The shop answered a product question: the asker is e-mailed the question and the answer. Never throws. */
export async function notifyQuestionAnswered(ctx: Ctx, questionId: string): Promise<boolean> {
  const q = await ctx.db
    .selectFrom('product_question as q')
    .innerJoin('product as p', 'p.id', 'q.product_id')
    .select(['q.sender_name', 'q.sender_email', 'q.question', 'q.answer', 'p.name', 'p.route'])
    .where('q.id', '=', questionId)
    .executeTakeFirst();
  if (!q) return false;
  return sendCustomerEmail(ctx, q.sender_email, 'question-answered', {
    name: q.sender_name,
    productName: q.name,
    question: q.question,
    answer: q.answer,
    url: `${ctx.app.config.publicUrl}/pr/${q.route}`,
  });
}

/** A marketing push about a category or a product to every device that accepted notifications (issue 8's console sends it). */
export function sendMarketingPush(
  ctx: Ctx,
  input: { title: string; body: string; topic: Extract<PushTopic, { route: string }> },
): Promise<PushOutcome> {
  return sendPushToAllDevices(ctx, input);
}
