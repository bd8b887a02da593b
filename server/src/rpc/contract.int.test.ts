import type { CallName } from '@larder/contract';
import { calls } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../test/harness';
import { seedCustomer, seedStaff } from '../db/seed/factories';
import { ADMIN_CORE_BAD_PAYLOADS } from '../modules/admin/admin-core.bad-payloads';
import { ADMIN_ORDERS_BAD_PAYLOADS } from '../modules/admin/admin-orders.bad-payloads';
import { ADMIN_CATALOG_BAD_PAYLOADS } from '../modules/admin/admin-catalog.bad-payloads';
import { ADMIN_DELIVERY_BAD_PAYLOADS } from '../modules/admin/admin-delivery.bad-payloads';
import { ADMIN_CUSTOMERS_BAD_PAYLOADS } from '../modules/admin/admin-customers.bad-payloads';
import { ADMIN_CONTENT_BAD_PAYLOADS } from '../modules/admin/admin-content.bad-payloads';
import { ADMIN_FEEDBACK_BAD_PAYLOADS } from '../modules/admin/admin-feedback.bad-payloads';

/**
 * Every call of the contract refuses a bad payload with 417 and a readable message, and changes
 * nothing. Typed as a full record: a new call does not compile until it has an entry here.
 */
const CORE_BAD_PAYLOADS = {
  get_all_website_settings: { domain: 'x'.repeat(300) },
  get_business_detail: { name: 42 },
  get_parent_categories: { show_count: 'yes please' },
  get_mobile_home_page: { application_type: 'tablet' },
  get_category_products: { route: 'meat', page_len: 1000 },
  get_category_page_filters: { route: '' },
  get_product_details: { route: ['a'] },
  validate_attributes_stock: { product: 'p', cart_qty: -3 },
  _validate_stock: { product: 'p', qty: 1.5 },
  get_search_products: { searchTxt: 'lamb', page_no: 0 },
  get_search_listing: { searchTxt: 'lamb', filters: { free_from: ['chocolate'] } },
  get_search_page_filters: { searchTxt: 'x'.repeat(201) },
  get_brands_list: {},
  get_brand_based_products: { brand: 'b', sort_by: 'cheapest' },
  get_product_reviews_list: { product: 'p', page_len: 51 },
  insert_review: { data: { product: 'p', rating: 6, title: 't', message: 'm' } },
  insert_questionaproduct: { data: '{not json' },
  insert_stockavail_notification: { data: { product: 'p', sender_name: 'A', sender_email: 'not-an-email' } },
  login: { usr: 'a@b.c' },
  login_customer: { pwd: 'x' },
  insert_customers: { data: { first_name: 'A', email: 'nope', phone: '07700900123', pwd: 'Secret-pass-1' } },
  check_guest_customer: { customer_id: 42 },
  get_customer_info: { guest_id: 7 },
  update_doc: { doc: { doctype: 'Orders', name: 'ORD-1', payment_status: 'Paid' } },
  update_password: { old_password: 'x' },
  send_user_forget_pwd_mail: { user: 'not an email' },
  social_login_customer: { data: { provider: 'myspace' } },
  get_customer_dashboard: { customer_id: ['x'] },
  logout: {},
  insertCartItems: { item_code: 'ITEM-00001', qty: 0 },
  get_cartItems: { customer: 5 },
  update_cartitem: { name: 'CI-1', qty: 2.5 },
  deleteCartItems: {},
  clear_cartitem: { customer: {} },
  validate_product_cart_qty: { ProductId: 'ITEM-00001', qty: -1 },
  check_cartitems_stock: { customer_id: [] },
  check_cartitems_stock_mob: { customer_id: {} },
  movetocart: { name: '' },
  movealltocart: { customer: 12 },
  update_cartitem_substitution: { name: 'CI-1', substitution: 'anything' },
  get_substitution_options: {},
  check_pincode_availability: { zipcode: '12345' },
  check_distance_by_zipcode: { zipcode: 'E1-6AN' },
  check_distance_by_latlng: { lat: 91, lng: 0 },
  check_user_location_delivery: { lat: 51.5 },
  get_all_area_list: {},
  get_google_locations: { query: 'x'.repeat(101) },
  get_country_list: {},
  get_country_states: { country: 'X' },
  get_address_list: {},
  insert_address: { data: { address: '1 High St', city: 'London', zipcode: 'not a postcode' } },
  update_address: { data: { name: 'ADDR-1', latitude: 200 } },
  delete_address: {},
  get_shipping_method: { domain: 5 },
  calculate_vendor_based_shipping_charges: { shipping_method: '' },
  calculate_restaurant_ship_charge: {},
  get_cart_delivery_slots: { shipping_method: ['Delivery'] },
  hold_delivery_slot: { shipping_method: 'Delivery', date: '21/11/2026', slot: 'SLOT-0001' },
  get_delivery_slot_hold: {},
  extend_delivery_slot_hold: {},
  release_delivery_slot_hold: {},
  get_order_discount: { shipping_method: {} },
  validate_coupon: { coupon_code: 'X'.repeat(10000) },
  remove_coupon: {},
  get_payment_method: {},
  get_checkout_summary: {},
  get_checkout_choices: {},
  set_checkout_choices: { use_wallet: 'yes' },
  insert_order: { data: { shipping_method: 'Delivery', delivery_slots: [{ date: 'tomorrow' }] } },
  order_list: { page_len: 500 },
  get_order_details: {},
  get_order_info: { order_id: '' },
  reoder_checking: {},
  cancel_order: { order_id: 'ORD-00001', cancel_reason: 'x'.repeat(301) },
  create_payment: { purpose: 'gift' },
  update_order_status: { order_id: 'ORD-00001', capture: 'maybe' },
  razor_pay_settings: {},
  get_stripe_gateway_settings: {},
  make_payment: { reference_doctype: 'Invoice', reference_docname: 'ORD-00001' },
  process_payment: { order_id: 'ORD-00001' },
  wallet_details: {},
  get_wallet_details: { list_type: 'counter_pay' },
  insert_wallet_order: { transaction_id: 'tp_1', amount: 10.005 },
  get_customer_points: {},
  get_point_history: { page_len: 1000 },
  checkout_redeem_points: { points: -5 },
  list_subscription_plans: {},
  insert_web_subscription: { subscription_plan: 'PLAN-1', start: '01/12/2026' },
  renew_web_subscription: {},
  cancel_web_subscription: { subscription: '' },
  get_customer_plan_based_subscritpions: { party: 7 },
  get_page_details: { route: '' },
  get_scroll_content: {},
  get_general_settings: {},
  get_settings_list: {},
  get_all_route: {},
  get_blog_list: { page_no: 0 },
  get_blog_categories: {},
  get_blog_details: { route: 12 },
  insert_blog_comments: { data: '{"blog":"x","user_name":"A","email":"not-an-email","message":"hi there"}' },
  contactform: { username: 'A', mailid: 'a@b.co', subject: 'Hi', message: 'x' },
  insert_email_subscription: { email: 'nope' },
  insert_doc: { data: '{"doctype":"User","email":"a@b.co","day":1,"month":"May"}' },
  register_push_subscription: { subscription: '{"endpoint":"not a url","keys":{}}' },
};

/** Every call: the storefront's above, the console's from each area's file (null: nothing to get wrong). */
const BAD_PAYLOADS: Record<CallName, Record<string, unknown> | null> = {
  ...CORE_BAD_PAYLOADS,
  ...ADMIN_CORE_BAD_PAYLOADS,
  ...ADMIN_ORDERS_BAD_PAYLOADS,
  ...ADMIN_CATALOG_BAD_PAYLOADS,
  ...ADMIN_DELIVERY_BAD_PAYLOADS,
  ...ADMIN_CUSTOMERS_BAD_PAYLOADS,
  ...ADMIN_CONTENT_BAD_PAYLOADS,
  ...ADMIN_FEEDBACK_BAD_PAYLOADS,
};
/** Calls whose payload has nothing to get wrong. */
const NO_BAD_PAYLOAD = new Set<CallName>([
  'get_brands_list',
  'razor_pay_settings',
  'get_stripe_gateway_settings',
  'wallet_details',
  'get_customer_points',
  'list_subscription_plans',
  'logout',
  'get_all_area_list',
  'get_country_list',
  'get_address_list',
  'get_delivery_slot_hold',
  'get_checkout_choices',
  'extend_delivery_slot_hold',
  'release_delivery_slot_hold',
  'remove_coupon',
  'get_payment_method',
  'get_scroll_content',
  'get_general_settings',
  'get_settings_list',
  'get_all_route',
  'get_blog_categories',
]);

let t: TestApp;
let token: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await seedCustomer(t.db.db)).token;
  staffToken = (await seedStaff(t.db.db, { role: 'owner' })).token;
});
afterAll(() => t.close());

describe('the contract', () => {
  it('lists every call once, under its spec name', () => {
    expect(Object.keys(BAD_PAYLOADS).sort()).toEqual(Object.keys(calls).sort());
  });

  for (const [name, payload] of Object.entries(BAD_PAYLOADS) as [CallName, Record<string, unknown>][]) {
    if (NO_BAD_PAYLOAD.has(name) || payload === null) continue;
    it(`${name} refuses a bad payload with 417 ValidationError`, async () => {
      // Calls for signed-in customers check who is calling before what is sent.
      const auth = calls[name].auth;
      const res = await t.call(name, payload, auth === 'customer' ? { token } : auth === 'staff' ? { token: staffToken } : {});
      expect(res.status).toBe(417);
      expect(res.body.exc_type).toBe('ValidationError');
      expect(errorMessage(res.body).length).toBeGreaterThan(3);
    });
  }
});
