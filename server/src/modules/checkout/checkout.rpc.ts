import type { Handlers } from '../../rpc/handler-types';
import { listMethods } from '../shipping/shipping.service';
import {
  applyCoupon,
  checkoutSummary,
  customerOf,
  orderDiscountFor,
  paymentMethods,
  removeCoupon,
  shippingCharges,
} from './checkout.service';
import { getCheckoutChoices, setCheckoutChoices } from './checkout-choices';
import { placeOrder } from './place-order';
import { customerDashboard } from '../orders/customer-dashboard';
import { customerCancel, listOrders, loadOrder, reorder } from '../orders/orders.service';

export const checkoutRpc = {
  get_shipping_method: (ctx) => listMethods(ctx),
  calculate_vendor_based_shipping_charges: (ctx, p) => shippingCharges(ctx, p),
  calculate_restaurant_ship_charge: (ctx, p) => shippingCharges(ctx, p),
  get_order_discount: (ctx, p) => orderDiscountFor(ctx, p),
  validate_coupon: (ctx, p) => applyCoupon(ctx, p),
  remove_coupon: (ctx) => removeCoupon(ctx),
  get_payment_method: (ctx) => paymentMethods(ctx),
  get_checkout_summary: (ctx, p) => checkoutSummary(ctx, p),
  get_checkout_choices: (ctx) => getCheckoutChoices(ctx),
  set_checkout_choices: (ctx, p) => setCheckoutChoices(ctx, p),
  insert_order: (ctx, p) => placeOrder(ctx, p.data),
  get_customer_dashboard: (ctx) => customerDashboard(ctx),
  order_list: (ctx, p) => listOrders(ctx, customerOf(ctx), p.page_no, p.page_len),
  get_order_details: (ctx, p) => loadOrder(ctx, customerOf(ctx), p.order_id),
  get_order_info: (ctx, p) => loadOrder(ctx, customerOf(ctx), p.order_id),
  reoder_checking: (ctx, p) => reorder(ctx, customerOf(ctx), p.order_id),
  cancel_order: (ctx, p) => customerCancel(ctx, customerOf(ctx), p.order_id, p.cancel_reason ?? '', Boolean(p.back_to_cart)),
} satisfies Partial<Handlers>;
