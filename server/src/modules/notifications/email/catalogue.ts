/**
 * Every customer e-mail template, by name, and how an order e-mail kind picks its template. This
 * module pulls in React and the renderer, so the senders import it on first use (send.ts), never
 * at start-up.
 */
import type { OrderEmailData } from './order-email-data';
import type { RefundSplit } from './order-bill';
import { type RenderedEmail, renderEmail } from './render';

export { renderEmail };
import type { EmailTemplate, ShopInfo } from './template';
import { type BackInStockProps, backInStock } from './templates/back-in-stock';
import { orderCancelled } from './templates/order-cancelled';
import { orderConfirmed } from './templates/order-confirmed';
import { orderDelivered } from './templates/order-delivered';
import { orderOutForDelivery } from './templates/order-out-for-delivery';
import { orderPaid } from './templates/order-paid';
import { orderReceived } from './templates/order-received';
import { orderRefunded } from './templates/order-refunded';
import { orderWeighed } from './templates/order-weighed';
import { type PasswordResetProps, passwordReset } from './templates/password-reset';
import { type QuestionAnsweredProps, questionAnswered } from './templates/question-answered';

/** The e-mails that are not about an order, by name, with their props. */
export interface CustomerEmails {
  'password-reset': PasswordResetProps;
  'back-in-stock': BackInStockProps;
  'question-answered': QuestionAnsweredProps;
}

export const customerTemplates: { [K in keyof CustomerEmails]: EmailTemplate<CustomerEmails[K]> } = {
  'password-reset': passwordReset,
  'back-in-stock': backInStock,
  'question-answered': questionAnswered,
};

/**
 * 'weighed': picking has fixed the final total of an order with weighed lines, for a wallet or
 * pay-on-delivery order (a card order gets 'paid' when its authorisation is captured).
 */
export type OrderEmailKind = 'received' | 'paid' | 'weighed' | 'refunded' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled';

export interface OrderEmailExtra {
  /** Why it was cancelled or refunded (cancelled: defaults to the order's cancel reason). */
  reason?: string;
  /**
   * What went back where: pence to the card, pence to the wallet, points to the balance. Required
   * for 'refunded'; for 'cancelled' it defaults to everything paid going back where it came from.
   */
  refund?: RefundSplit;
  /** 'received' for a card order not yet paid: minutes left before it is cancelled. */
  expiresInMinutes?: number;
}

/** Everything paid for the order goes back the way it came (the default for a cancellation). */
function refundAsPaid(order: OrderEmailData): RefundSplit {
  return { card: order.payment.cardPaid, wallet: order.totals.wallet, points: order.totals.pointsRedeemed };
}

/** The order e-mail of a kind, rendered; a string says why it cannot be (a refund without its amounts). */
export function renderOrderEmail(
  kind: OrderEmailKind,
  shop: ShopInfo,
  order: OrderEmailData,
  extra: OrderEmailExtra,
): Promise<RenderedEmail> | string {
  switch (kind) {
    case 'received':
      return renderEmail(orderReceived, { shop, order, expiresInMinutes: extra.expiresInMinutes });
    case 'paid':
      return renderEmail(orderPaid, { shop, order });
    case 'weighed':
      return renderEmail(orderWeighed, { shop, order });
    case 'refunded':
      if (!extra.refund) return 'a refund e-mail needs the refunded amounts';
      return renderEmail(orderRefunded, { shop, order, refund: extra.refund, reason: extra.reason });
    case 'confirmed':
      return renderEmail(orderConfirmed, { shop, order });
    case 'out_for_delivery':
      return renderEmail(orderOutForDelivery, { shop, order });
    case 'delivered':
      return renderEmail(orderDelivered, { shop, order });
    case 'cancelled':
      return renderEmail(orderCancelled, {
        shop,
        order,
        reason: extra.reason ?? (order.cancelReason || undefined),
        refund: extra.refund ?? refundAsPaid(order),
      });
  }
}
