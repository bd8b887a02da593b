/**
 * Sending the customer e-mails. Both functions render, send through the app's mailer and never
 * throw: a template or mail server failure is logged and reported as false, so an order, payment
 * or password reset never fails because its e-mail did. Call them after the transaction commits
 * (they read the order as committed, and a rolled-back order must not be announced).
 */
import type { Ctx } from '../../../ctx';
import type * as Catalogue from './catalogue';
import type { CustomerEmails, OrderEmailExtra, OrderEmailKind } from './catalogue';
import { loadOrderEmailData } from './order-email-data';
import { loadShopInfo } from './shop-info';

export type { CustomerEmails, OrderEmailExtra, OrderEmailKind } from './catalogue';

// The templates pull in React and the renderer (~0.1 s): loaded with the first e-mail, not at start-up.
let catalogue: Promise<typeof Catalogue> | undefined;
const loadCatalogue = () => (catalogue ??= import('./catalogue'));

/**
 * E-mails the order's customer about the order (placed, paid, refunded, a status change,
 * cancelled). Reads the order, renders HTML and text, sends. Never throws; false when nothing was
 * sent (no such order, no e-mail address, missing refund amounts, or a failure, which is logged).
 */
export async function sendOrderEmail(ctx: Ctx, kind: OrderEmailKind, orderId: string, extra: OrderEmailExtra = {}): Promise<boolean> {
  try {
    const data = await loadOrderEmailData(ctx, orderId);
    if (!data) {
      ctx.log.warn({ order: orderId, kind }, 'order e-mail not sent: no such order');
      return false;
    }
    if (!data.order.customerEmail) return false;
    const rendered = (await loadCatalogue()).renderOrderEmail(kind, data.shop, data.order, extra);
    if (typeof rendered === 'string') {
      ctx.log.error({ order: orderId, kind }, `order e-mail not sent: ${rendered}`);
      return false;
    }
    const { subject, html, text } = await rendered;
    await ctx.app.mailer.send({ to: data.order.customerEmail, subject, html, text });
    return true;
  } catch (err) {
    ctx.log.error({ err, order: orderId, kind }, 'order e-mail failed');
    return false;
  }
}

/**
 * E-mails one customer a template that is not about an order (password reset, back in stock), by
 * name; the shop's details for the frame are read here. Never throws; false when it was not sent
 * (logged).
 */
export async function sendCustomerEmail<K extends keyof CustomerEmails>(
  ctx: Ctx,
  to: string,
  template: K,
  props: CustomerEmails[K],
): Promise<boolean> {
  try {
    const [shop, { customerTemplates, renderEmail }] = await Promise.all([loadShopInfo(ctx), loadCatalogue()]);
    const { subject, html, text } = await renderEmail(customerTemplates[template], { ...props, shop });
    await ctx.app.mailer.send({ to, subject, html, text });
    return true;
  } catch (err) {
    ctx.log.error({ err, template }, 'customer e-mail failed');
    return false;
  }
}
