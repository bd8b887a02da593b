import type { Handlers } from '../../rpc/handler-types';
import { deleteArea, deliveryMode, listAreas, saveArea, saveDeliveryMode } from '../location/console-areas';
import { deleteShippingRate, listShippingMethods, listShippingRates, saveShippingMethod, saveShippingRate } from '../shipping/console';
import {
  deleteBlockedDate,
  deleteSlotTemplate,
  deliveryRules,
  listBlockedDates,
  listSlotTemplates,
  saveBlockedDate,
  saveDeliveryRules,
  saveSlotTemplate,
} from '../slots/console';
import { deleteDiscount, discountDetail, discountProducts, listDiscounts, saveDiscount } from '../promotions/console';

export const adminDeliveryRpc = {
  admin_slot_templates: (ctx, p) => listSlotTemplates(ctx, p.shipping_method),
  admin_save_slot_template: (ctx, p) => saveSlotTemplate(ctx, p),
  admin_delete_slot_template: (ctx, p) => deleteSlotTemplate(ctx, p.name),
  admin_blocked_dates: (ctx, p) => listBlockedDates(ctx, p.include_past),
  admin_save_blocked_date: (ctx, p) => saveBlockedDate(ctx, p.date, p.reason),
  admin_delete_blocked_date: (ctx, p) => deleteBlockedDate(ctx, p.date),
  admin_delivery_rules: (ctx) => deliveryRules(ctx),
  admin_save_delivery_rules: (ctx, p) => saveDeliveryRules(ctx, p),
  admin_areas: (ctx) => listAreas(ctx),
  admin_save_area: (ctx, p) => saveArea(ctx, p),
  admin_delete_area: (ctx, p) => deleteArea(ctx, p.name),
  admin_delivery_mode: (ctx) => deliveryMode(ctx),
  admin_save_delivery_mode: (ctx, p) => saveDeliveryMode(ctx, p),
  admin_shipping_methods: (ctx) => listShippingMethods(ctx),
  admin_save_shipping_method: (ctx, p) => saveShippingMethod(ctx, p),
  admin_shipping_rates: (ctx, p) => listShippingRates(ctx, p.shipping_method),
  admin_save_shipping_rate: (ctx, p) => saveShippingRate(ctx, p),
  admin_delete_shipping_rate: (ctx, p) => deleteShippingRate(ctx, p.name),
  admin_discount_list: (ctx, p) => listDiscounts(ctx, p),
  admin_discount_detail: (ctx, p) => discountDetail(ctx, p.name),
  admin_save_discount: (ctx, p) => saveDiscount(ctx, p),
  admin_delete_discount: (ctx, p) => deleteDiscount(ctx, p.name),
  admin_discount_products: (ctx, p) => discountProducts(ctx, p.search, p.ids),
} satisfies Partial<Handlers>;
