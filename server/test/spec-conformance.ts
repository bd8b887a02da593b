/**
 * The spec's call catalogues as a client written to the spec calls them (spec 000 §7 and 001 §7,
 * response keys from server-behaviour.md §3): its payload keys, `""` for a field it has no value
 * for, the ids it holds (the customer reference, a guest's reference after its first add). The
 * suite (src/rpc/conformance.int.test.ts) sends each case as JSON with numbers as text and as a
 * form body (a query string for the calls the spec marks GET), by each caller the spec's client
 * calls it as, and checks the keys the spec's client reads.
 */
import type { TestApp } from './harness';

export type Who = 'guest' | 'customer';

/** What the demo shop offers that the cases name (found once, after seeding). */
export interface Shop {
  /** A product tracked by stock, without options, not sold by weight. */
  product: string;
  productRoute: string;
  /** A second such product (wishlist moves, stock notifications). */
  other: string;
  category: string;
  brand: string;
  blog: string;
  blogCategory: string;
  page: string;
  plan: string;
  delivery: string;
  collect: string;
  /** The store's lat/lng (inside the delivery radius). */
  lat: number;
  lng: number;
}

/** One attempt's world: the shop, who calls, and what the client holds. */
export interface Scene {
  t: TestApp;
  shop: Shop;
  who: Who;
  /** The signed-in customer (customer attempts only). */
  customer: { id: string; email: string; token: string; address: string; password: string } | null;
  /** The customer reference the client holds: the customer's id, a guest's id after its first add, or "". */
  ref: string;
  /** Ids a case's setup found (a line, an order, a payment...). */
  v: Record<string, string>;
  /** Calls as this caller (JSON, plain): for setups. */
  call(name: string, payload: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /** Adds to the cart (or wishlist) as the spec's client does; a guest's first add gives it its reference. */
  add(opts?: { product?: string; qty?: number; cartType?: 'Shopping Cart' | 'Wishlist' }): Promise<string>;
}

export interface Case {
  /** The call (or the REST resource) as the spec names it; `title` tells cases of one call apart. */
  call: string;
  title?: string;
  /** Where the spec lists it. */
  spec: string;
  as: Who[];
  /** The spec marks the call GET. */
  get?: boolean;
  /** Only for the REST resources beside the call catalogue. */
  route?: { method: 'GET' | 'PUT'; url: (s: Scene) => string };
  setup?: (s: Scene) => Promise<void>;
  payload: (s: Scene) => Record<string, unknown>;
  /** Dotted paths into the response body the spec's client reads (`message.cart.items`). */
  keys: string[];
  /** Further checks on the answer. */
  check?: (body: any, s: Scene) => void | Promise<void>;
}

const S000 = 'spec 000 §7';
const S001 = 'spec 001 §7';

/** A line in the cart (the id in v.line). */
async function cartLine(s: Scene, qty = 2): Promise<void> {
  s.v.line = await s.add({ qty });
}

/** The first slot the spec's client could pick for a method (from get_cart_delivery_slots), as insert_order takes it. */
async function firstSlot(s: Scene, method: string): Promise<Record<string, string>[]> {
  const groups = (await s.call('get_cart_delivery_slots', { shipping_method: method })).body.message as {
    dates_lists: { date: string; allowed: number; slots: { name: string; from_time: string; to_time: string; allowed: number }[] }[];
  }[];
  return groups.flatMap((g) => {
    for (const d of g.dates_lists) {
      const slot = d.allowed ? d.slots.find((x) => x.allowed) : undefined;
      if (slot) return [{ date: d.date.slice(0, 10), slot: slot.name, from_time: slot.from_time, to_time: slot.to_time }];
    }
    return [];
  });
}

/** A line in the cart and a collection slot chosen: v.slots (JSON). */
async function readyToOrder(s: Scene): Promise<void> {
  await cartLine(s);
  s.v.slots = JSON.stringify(await firstSlot(s, s.shop.collect));
}

/** An order placed for collection, paid by card (test provider) later: v.order. */
async function placedOrder(s: Scene): Promise<void> {
  await s.add({ qty: 2 });
  const delivery_slots = await firstSlot(s, s.shop.collect);
  const placed = await s.call('insert_order', { data: { shipping_method: s.shop.collect, payment_method: 'test', delivery_slots } });
  if (!placed.body.message?.order?.name) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  s.v.order = placed.body.message.order.name;
}

/** A test-provider payment, paid at its sheet: v.payment. */
async function paidPayment(s: Scene, payload: Record<string, unknown>): Promise<void> {
  const started = await s.call('create_payment', payload);
  const ref = started.body.message?.client_data?.payment_ref as string | undefined;
  if (!ref) throw new Error(`payment not started: ${JSON.stringify(started.body)}`);
  const paid = await s.t.app.inject({
    method: 'POST',
    url: `/api/test-provider/payments/${ref}/confirm`,
    payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
  });
  if (paid.statusCode !== 200) throw new Error(`sheet refused: ${paid.body}`);
  s.v.payment = ref;
}

const both: Who[] = ['guest', 'customer'];
const customer: Who[] = ['customer'];
const statusIs =
  (...values: unknown[]) =>
  (body: any) => {
    if (!values.includes(body.message?.status)) throw new Error(`message.status is ${JSON.stringify(body.message?.status)}`);
  };
const isList = (body: any) => {
  if (!Array.isArray(body.message)) throw new Error('message is not a list');
};

export const CASES: Case[] = [
  // ----- Customer and auth -----
  {
    call: 'login_customer',
    spec: `${S001} Customer and auth (also the software-as-a-service login)`,
    as: ['guest'],
    payload: (s) => ({ usr: s.v.email!, pwd: s.v.password!, domain: '', get_user_token: 1 }),
    keys: ['message.status', 'message.api_key', 'message.api_secret', 'message.customer_id'],
    check: statusIs('success'),
  },
  {
    call: 'login',
    spec: `${S000} login`,
    as: ['guest'],
    payload: (s) => ({ usr: s.v.email!, pwd: s.v.password!, domain: '', get_user_token: 1 }),
    keys: ['message.status', 'message.api_key', 'message.api_secret'],
    check: statusIs('success'),
  },
  {
    call: 'insert_customers',
    title: 'register',
    spec: `${S001} Customer and auth`,
    as: ['guest'],
    payload: (s) => ({
      data: {
        first_name: 'Sam',
        last_name: '',
        email: `sam.${s.v.n}@example.com`,
        phone: `07700 9${s.v.n!.padStart(5, '0')}`,
        pwd: 'Secret-pass-9',
        guest_id: s.ref,
      },
    }),
    keys: ['message.status', 'message.api_key', 'message.customer_id'],
    check: statusIs('success'),
  },
  {
    call: 'insert_customers',
    title: 'address insert/edit',
    spec: `${S001} Customer and auth (insert_customers: address insert/edit, data)`,
    as: customer,
    payload: (s) => ({
      data: {
        name: '',
        first_name: 'Aisha',
        last_name: 'Khan',
        address: '2 Commercial Street',
        landmark: '',
        city: 'London',
        zipcode: 'E1 6AN',
        phone: '07700900123',
        latitude: '',
        longitude: '',
        is_default: 0,
        customer: s.ref,
      },
    }),
    keys: ['message'],
  },
  {
    call: 'check_guest_customer',
    spec: `${S001} Customer and auth`,
    as: ['guest'],
    setup: async (s) => void (await s.add()),
    payload: (s) => ({ customer_id: s.ref }),
    keys: ['message.customer_id'],
    check: (body, s) => {
      if (body.message.customer_id !== s.ref) throw new Error('the guest reference was not kept');
    },
  },
  {
    call: 'social_login_customer',
    spec: `${S001} Customer and auth`,
    as: ['guest'],
    payload: () => ({ data: { provider: 'google', id_token: 'not-a-real-token', guest_id: '' }, get_user_token: 0 }),
    keys: ['message.status', 'message.message'],
  },
  {
    call: 'get_customer_info',
    spec: `${S001} Customer and auth (adds guest_id)`,
    as: customer,
    payload: (s) => ({ user: s.customer!.email, guest_id: '' }),
    keys: ['message.name', 'message.first_name', 'message.email', 'message.address'],
  },
  {
    call: 'update_doc',
    spec: `${S001} Customer and auth`,
    as: customer,
    payload: (s) => ({ doc: { doctype: 'Customers', name: s.ref, first_name: 'Aisha', last_name: 'Khan', phone: '', email: '' } }),
    keys: ['message.name', 'message.first_name'],
  },
  {
    call: 'send_user_forget_pwd_mail',
    spec: `${S001} Customer and auth`,
    as: ['guest'],
    payload: (s) => ({ user: s.v.email! }),
    keys: ['message.status', 'message.message'],
  },
  {
    call: 'update_password',
    spec: `${S001} Customer and auth`,
    as: customer,
    payload: (s) => ({ new_password: 'Another-pass-2', old_password: s.customer!.password, key: '', user: '' }),
    keys: ['message.status', 'message.message'],
    check: statusIs('Success'),
  },
  {
    call: 'get_customer_dashboard',
    spec: `${S001} Customer and auth`,
    as: customer,
    payload: (s) => ({ customer_id: s.ref }),
    keys: ['message.status', 'message.data.recent_orders'],
  },
  {
    call: 'logout',
    spec: `${S000} shared data service`,
    as: customer,
    payload: () => ({}),
    keys: ['message'],
  },

  // ----- Home and content -----
  {
    call: 'get_mobile_home_page',
    spec: `${S000} mobile home page; ${S001} Home and content`,
    as: both,
    payload: (s) => ({ application_type: 'mobile', domain: '', route: '', business: '', customer: s.ref }),
    keys: ['message'],
  },
  { call: 'get_scroll_content', spec: `${S001} Home and content`, as: both, payload: () => ({}), keys: ['message'] },
  {
    call: 'get_page_details',
    spec: `${S001} Home and content`,
    as: both,
    payload: (s) => ({ route: s.shop.page }),
    keys: ['message'],
  },
  {
    call: 'get_business_detail',
    spec: `${S001} Home and content (record BS-00001)`,
    as: both,
    payload: () => ({ name: 'BS-00001' }),
    keys: ['message.name'],
  },
  {
    call: 'get_all_website_settings',
    spec: `${S001} Home and content (GET)`,
    as: both,
    get: true,
    payload: () => ({ domain: '' }),
    keys: ['message.currency', 'message.app_settings', 'message.enable_zipcode'],
  },
  { call: 'get_general_settings', spec: `${S001} Home and content`, as: both, payload: () => ({}), keys: ['message'] },
  { call: 'get_settings_list', spec: `${S001} Home and content`, as: both, payload: () => ({}), keys: ['message'] },
  { call: 'get_all_route', spec: `${S001} Home and content`, as: both, payload: () => ({}), keys: ['message'] },
  {
    call: 'contactform',
    spec: `${S001} Home and content`,
    as: both,
    payload: () => ({
      username: 'Sam Lee',
      mailid: 'sam@example.com',
      phonenumber: '',
      subject: 'Opening hours',
      message: 'Are you open on Sunday?',
    }),
    keys: ['message'],
  },
  {
    call: 'insert_email_subscription',
    spec: `${S001} Home and content`,
    as: both,
    payload: (s) => ({ email: `news.${s.v.n}@example.com` }),
    keys: ['message'],
  },
  {
    call: 'insert_doc',
    spec: `${S001} Home and content (birthday club)`,
    as: customer,
    payload: (s) => ({ data: { doctype: 'BirthDay Club Member', email: s.customer!.email, day: 14, month: 'May' } }),
    keys: ['message'],
  },

  // ----- Blog -----
  {
    call: 'get_blog_list',
    spec: `${S001} Blog`,
    as: both,
    payload: () => ({ category: '', page_no: 1, page_size: 10 }),
    keys: ['message'],
  },
  { call: 'get_blog_categories', spec: `${S001} Blog (GET)`, as: both, get: true, payload: () => ({}), keys: ['message'], check: isList },
  { call: 'get_blog_details', spec: `${S001} Blog`, as: both, payload: (s) => ({ route: s.shop.blog }), keys: ['message'] },
  {
    call: 'insert_blog_comments',
    spec: `${S001} Blog`,
    as: both,
    payload: (s) => ({ data: { blog: s.shop.blog, user_name: 'Sam Lee', email: 'sam@example.com', message: 'Lovely recipe, thank you.' } }),
    keys: ['message'],
  },

  // ----- Catalogue -----
  {
    call: 'get_search_products',
    spec: `${S000} search products; ${S001} Catalogue (adds business)`,
    as: both,
    payload: (s) => ({ searchTxt: s.v.searchTxt!, page_no: 1, page_len: 15, business: '' }),
    setup: async (s) => {
      s.v.searchTxt = (
        await s.t.db.db.selectFrom('product').select('name').where('id', '=', s.shop.product).executeTakeFirstOrThrow()
      ).name;
    },
    keys: ['message'],
    check: (body) => {
      isList(body);
      if (!body.message.length) throw new Error('no results for a product’s own name');
      for (const k of ['item', 'route', 'product_image']) if (!(k in body.message[0])) throw new Error(`a result has no ${k}`);
    },
  },
  {
    call: 'get_parent_categories',
    spec: `${S000} parent categories; ${S001} Catalogue`,
    as: both,
    payload: () => ({ domain: '', show_count: 1, business: '' }),
    keys: ['message'],
    check: isList,
  },
  {
    call: 'get_category_products',
    spec: `${S001} Catalogue (adds business)`,
    as: both,
    payload: (s) => ({ route: s.shop.category, page_no: 1, page_len: 12, sort_by: '', business: '', customer: s.ref }),
    keys: ['message'],
  },
  {
    call: 'get_category_page_filters',
    spec: `${S001} Catalogue`,
    as: both,
    payload: (s) => ({ route: s.shop.category }),
    keys: ['message'],
  },
  {
    call: 'get_product_details',
    spec: `${S001} Catalogue`,
    as: both,
    payload: (s) => ({ route: s.shop.productRoute, customer: s.ref }),
    keys: ['message.name', 'message.price', 'message.stock', 'message.inventory_method'],
  },
  {
    call: 'get_product_reviews_list',
    spec: `${S001} Catalogue`,
    as: both,
    payload: (s) => ({ product: s.shop.product, page_no: 1, page_len: 10 }),
    keys: ['message'],
  },
  {
    call: 'get_brand_based_products',
    spec: `${S001} Catalogue`,
    as: both,
    payload: (s) => ({ brand: s.shop.brand, page_no: 1, page_len: 12, sort_by: '', customer: s.ref }),
    keys: ['message'],
  },
  {
    call: 'get_shipping_method',
    spec: `${S000} shipping methods; ${S001} Catalogue (adds business)`,
    as: both,
    payload: () => ({ domain: '', business: '' }),
    keys: ['message'],
    check: (body) => {
      isList(body);
      for (const k of ['name', 'shipping_method_name']) if (!(k in body.message[0])) throw new Error(`a method has no ${k}`);
    },
  },
  {
    call: 'insert_review',
    spec: `${S001} Catalogue`,
    as: customer,
    payload: (s) => ({ data: { item: s.shop.product, rating: 5, title: 'Tender', message: 'Cooked beautifully.' } }),
    keys: ['message'],
  },
  {
    call: 'insert_questionaproduct',
    spec: `${S001} Catalogue`,
    as: both,
    payload: (s) => ({
      data: {
        product: s.shop.product,
        sender_name: 'Sam Lee',
        sender_email: 'sam@example.com',
        sender_phone: '',
        question: 'Is it halal?',
      },
    }),
    keys: ['message'],
  },
  {
    call: 'insert_stockavail_notification',
    spec: `${S000} stock availability notification; ${S001} Catalogue`,
    as: both,
    payload: (s) => ({
      data: JSON.stringify({ attributeId: '', sender_name: 'Sam Lee', sender_email: `sam.${s.v.n}@example.com`, product: s.shop.other }),
    }),
    keys: ['message.user_name'],
    check: (body) => {
      if (body.message.user_name !== 'Sam Lee') throw new Error('user_name does not echo the name');
    },
  },

  // ----- Stock -----
  {
    call: '_validate_stock',
    spec: `${S001} Stock`,
    as: both,
    payload: (s) => ({ product: s.shop.product, attribute_id: '', qty: 1 }),
    keys: ['message.status'],
  },
  {
    call: 'validate_attributes_stock',
    spec: `${S001} Stock`,
    as: both,
    payload: (s) => ({ product: s.shop.product, attribute_id: '', cart_qty: 1, customer: s.ref }),
    keys: ['message.status', 'message.price', 'message.stock'],
  },
  {
    call: 'validate_product_cart_qty',
    spec: `${S000} validate product cart qty; ${S001} Stock`,
    as: both,
    payload: (s) => ({ ProductId: s.shop.product, attributeId: '', qty: 1, customer: s.ref }),
    keys: ['message.status'],
    check: statusIs(1, true),
  },
  {
    call: 'validate_product_cart_qty',
    title: 'more than the stock (the plus button is blocked)',
    spec: `${S000} validate product cart qty (1 means ok); §5 'Plus is blocked when ... the validation call does not answer ok'`,
    as: both,
    payload: (s) => ({ ProductId: s.shop.product, attributeId: '', qty: 1000, customer: s.ref }),
    keys: ['message.status', 'message.message', '_server_messages'],
    check: statusIs(0, false),
  },
  {
    call: 'check_cartitems_stock',
    spec: `${S001} Stock`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ customer_id: s.ref }),
    keys: ['message.status', 'message.message'],
    check: statusIs(true),
  },
  {
    call: 'check_cartitems_stock_mob',
    spec: `${S000} check cart stock; ${S001} Stock`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ customer_id: s.ref }),
    keys: ['message.status', 'message.message'],
    check: statusIs(true),
  },

  // ----- Cart -----
  {
    call: 'insertCartItems',
    title: 'first add ("" for the customer a guest does not have yet)',
    spec: `${S000} insert cart item; ${S001} Cart`,
    as: both,
    payload: (s) => ({
      item_code: s.shop.product,
      qty: 1,
      qty_type: '',
      rate: '',
      cartType: 'Shopping Cart',
      customer: s.ref,
      attribute: '',
      attribute_id: '',
    }),
    keys: ['message.status', 'message.message', 'message.customer'],
    check: (body, s) => {
      statusIs('success')(body);
      if (s.who === 'customer' && body.message.customer !== s.ref) throw new Error('the customer is not the signed-in one');
      if (s.who === 'guest' && !/^GC-/.test(body.message.customer)) throw new Error('no guest reference for a guest’s first add');
    },
  },
  {
    call: 'insertCartItems',
    title: 'to the wishlist',
    spec: `${S001} Cart (cartType Wishlist)`,
    as: both,
    setup: async (s) => void (await s.add()),
    payload: (s) => ({
      item_code: s.shop.other,
      qty: 1,
      qty_type: '',
      rate: '',
      cartType: 'Wishlist',
      customer: s.ref,
      attribute: '',
      attribute_id: '',
    }),
    keys: ['message.status', 'message.message', 'message.customer'],
    check: statusIs('success'),
  },
  {
    call: 'get_cartItems',
    spec: `${S000} get cart items; ${S001} Cart`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ customer: s.ref, user: s.customer?.email ?? '' }),
    keys: ['message.cart.items', 'message.cart.total', 'message.cart.tax', 'message.cart.name', 'message.wishlist.items'],
    check: (body, s) => {
      const line = body.message.cart.items.find((l: { name: string }) => l.name === s.v.line);
      if (!line) throw new Error('the line added is not in the cart');
      for (const k of [
        'name',
        'product',
        'product_name',
        'image',
        'price',
        'quantity',
        'attribute_description',
        'attribute_ids',
        'note',
        'is_free_item',
      ])
        if (!(k in line)) throw new Error(`a line has no ${k}`);
    },
  },
  {
    call: 'update_cartitem',
    spec: `${S000} update cart item; ${S001} Cart`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ name: s.v.line!, qty: 3, qty_type: '' }),
    keys: ['message.status'],
    check: statusIs('success'),
  },
  {
    call: 'update_cartitem',
    title: 'a refusal the client reads from _server_messages',
    spec: `${S000} update cart item (response message.status, _server_messages); §8 'Update error'`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ name: s.v.line!, qty: 1000, qty_type: '' }),
    keys: ['message.status', 'message.message', '_server_messages'],
    check: (body) => {
      statusIs('failed')(body);
      const shown = JSON.parse(JSON.parse(body._server_messages)[0]).message;
      if (shown !== body.message.message) throw new Error('_server_messages does not carry the refusal');
    },
  },
  {
    call: 'deleteCartItems',
    spec: `${S000} delete cart item; ${S001} Cart`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ name: s.v.line!, customer: s.ref, user: s.customer?.email ?? '' }),
    keys: ['message'],
  },
  {
    call: 'clear_cartitem',
    spec: `${S000} clear cart; ${S001} Cart`,
    as: both,
    setup: (s) => cartLine(s),
    payload: (s) => ({ customer: s.ref }),
    keys: ['message'],
    check: statusIs('success'),
  },
  {
    call: 'movetocart',
    spec: `${S000} move one to cart; ${S001} Cart`,
    as: both,
    setup: async (s) => {
      s.v.line = await s.add({ cartType: 'Wishlist', product: s.shop.other });
    },
    payload: (s) => ({ user: s.customer?.email ?? '', name: s.v.line!, customer: s.ref }),
    keys: ['message.status'],
    check: statusIs('success'),
  },
  {
    call: 'movealltocart',
    spec: `${S000} move all to cart; ${S001} Cart`,
    as: both,
    setup: async (s) => void (await s.add({ cartType: 'Wishlist', product: s.shop.other })),
    payload: (s) => ({ user: s.customer?.email ?? '', customer: s.ref }),
    keys: ['message.status'],
    check: statusIs('success'),
  },

  // ----- Checkout -----
  {
    call: 'get_payment_method',
    spec: `${S001} Checkout`,
    as: customer,
    payload: () => ({}),
    keys: ['message'],
    check: isList,
  },
  {
    call: 'validate_coupon',
    spec: `${S000} validate coupon; ${S001} Checkout`,
    as: customer,
    setup: (s) => cartLine(s, 5),
    payload: (s) => ({ coupon_code: 'FREEDEL', subtotal: '', customer_id: s.ref, shipping_method: s.shop.delivery }),
    keys: [
      'message.status',
      'message.discount_amount',
      'message.discount',
      'message.discount_response.free_item',
      'message.discount_response.products_list',
      'message.message',
    ],
  },
  {
    call: 'validate_coupon',
    title: 'a refusal',
    spec: `${S000} validate coupon ('Invalid Coupon Code'); §8`,
    as: customer,
    setup: (s) => cartLine(s),
    payload: (s) => ({ coupon_code: 'NO-SUCH-CODE', subtotal: '', customer_id: s.ref, shipping_method: '' }),
    keys: ['message.status', 'message.message', '_server_messages'],
    check: statusIs('failed'),
  },
  {
    call: 'get_order_discount',
    spec: `${S000} order discount; ${S001} Checkout`,
    as: customer,
    setup: (s) => cartLine(s),
    payload: (s) => ({ subtotal: 10, customer_id: s.ref, shipping_method: s.shop.delivery, shipping_charges: 0 }),
    keys: [
      'message.status',
      'message.discount_amount',
      'message.discount_response.shipping_discount',
      'message.discount_response.shipping_charges',
      'message.discount_response.shipping_label',
      'message.discount_response.shipping_discount_id',
    ],
  },
  {
    call: 'calculate_vendor_based_shipping_charges',
    spec: `${S000} vendor based shipping charges; ${S001} Checkout`,
    as: customer,
    setup: (s) => cartLine(s),
    payload: (s) => ({ shipping_addr: s.customer!.address, subtotal: 10, shipping_method: s.shop.delivery, cartId: '', business: '' }),
    keys: ['message.shipping_charges', 'message.tax_rate'],
  },
  {
    call: 'calculate_restaurant_ship_charge',
    spec: `${S001} Checkout`,
    as: customer,
    setup: (s) => cartLine(s),
    payload: (s) => ({ shipping_addr: s.customer!.address, subtotal: 10, shipping_method: s.shop.delivery }),
    keys: ['message.shipping_charges', 'message.tax_rate'],
  },
  {
    call: 'get_cart_delivery_slots',
    spec: `${S000} cart delivery slots; ${S001} Checkout`,
    as: customer,
    setup: (s) => cartLine(s),
    payload: (s) => ({ shipping_method: s.shop.delivery, customer_id: s.ref }),
    keys: ['message.0.dates_lists', 'message.0.slots', 'message.0.category'],
    check: (body) => {
      const date = body.message[0].dates_lists[0];
      if (!date || !('format_date' in date) || !('allowed' in date)) throw new Error('a date has no format_date or allowed');
    },
  },
  {
    call: 'insert_order',
    spec: `${S001} Checkout`,
    as: customer,
    setup: readyToOrder,
    payload: (s) => ({
      data: {
        ship_addr: '',
        shipping_method: s.shop.collect,
        payment_method: 'COD',
        coupon_code: '',
        customer_comments: '',
        delivery_slots: JSON.parse(s.v.slots!),
      },
    }),
    keys: ['message.status', 'message.order.name'],
    check: statusIs(true),
  },
  {
    call: 'get_order_details',
    spec: `${S001} Checkout`,
    as: customer,
    setup: placedOrder,
    payload: (s) => ({ order_id: s.v.order!, customer_id: s.ref }),
    keys: ['message'],
  },
  {
    call: 'get_order_info',
    spec: `${S001} Checkout`,
    as: customer,
    setup: placedOrder,
    payload: (s) => ({ order_id: s.v.order! }),
    keys: ['message'],
  },
  {
    call: 'order_list',
    spec: `${S001} Checkout`,
    as: customer,
    setup: placedOrder,
    payload: () => ({ page_no: 1, page_len: 10 }),
    keys: ['message'],
  },
  {
    call: 'reoder_checking',
    spec: `${S001} Checkout`,
    as: customer,
    setup: placedOrder,
    payload: (s) => ({ order_id: s.v.order!, customer_id: s.ref }),
    keys: ['message.status'],
  },
  {
    call: 'update_order_status',
    spec: `${S001} Checkout; §4 payment flow (ordinary order)`,
    as: customer,
    setup: async (s) => {
      await placedOrder(s);
      await paidPayment(s, { purpose: 'order', reference: s.v.order });
    },
    payload: (s) => ({ order_id: s.v.order!, transaction_id: s.v.payment!, capture: '' }),
    keys: ['message.status', 'message.message'],
    check: statusIs(1),
  },

  // ----- Location and address -----
  { call: 'get_all_area_list', spec: `${S001} Location and address`, as: both, payload: () => ({}), keys: ['message'], check: isList },
  {
    call: 'get_google_locations',
    spec: `${S001} Location and address`,
    as: both,
    payload: () => ({ query: 'Whitechapel', input: '', lat: '', lng: '' }),
    keys: ['message'],
  },
  {
    call: 'check_pincode_availability',
    spec: `${S000} pincode availability; ${S001} Location and address`,
    as: both,
    payload: () => ({ zipcode: 'E1 6AN' }),
    keys: ['message.is_available'],
    check: (body) => {
      if (body.message.is_available !== 1) throw new Error('E1 6AN is served');
    },
  },
  {
    call: 'check_distance_by_zipcode',
    spec: `${S001} Location and address`,
    as: both,
    payload: () => ({ zipcode: 'E1 6AN', business: '' }),
    keys: ['message.status', 'message.message'],
  },
  {
    call: 'check_distance_by_latlng',
    spec: `${S000} distance check by radius; ${S001} Location and address`,
    as: both,
    payload: (s) => ({ business: '', lat: s.shop.lat, lng: s.shop.lng }),
    keys: ['message.status', 'message.message'],
  },
  {
    call: 'check_user_location_delivery',
    spec: `${S001} Location and address`,
    as: both,
    payload: () => ({ zipcode: 'E1 6AN', lat: '', lng: '' }),
    keys: ['message'],
  },
  {
    call: 'insert_address',
    spec: `${S001} Location and address`,
    as: customer,
    payload: () => ({
      data: {
        first_name: 'Aisha',
        last_name: 'Khan',
        address: '3 Brick Lane',
        landmark: '',
        city: 'London',
        zipcode: 'E1 6RF',
        phone: '07700900123',
        latitude: '',
        longitude: '',
        is_default: 0,
      },
    }),
    keys: ['message.status', 'message.address.name', 'message.address.zipcode'],
  },
  {
    call: 'update_address',
    spec: `${S001} Location and address`,
    as: customer,
    payload: (s) => ({ data: { name: s.customer!.address, landmark: 'Blue door', latitude: '', longitude: '' } }),
    keys: ['message.status', 'message.address.name'],
  },
  {
    call: 'delete_address',
    spec: `${S001} Location and address`,
    as: customer,
    payload: (s) => ({ id: s.customer!.address, customer: s.ref }),
    keys: ['message.status'],
  },
  {
    call: 'get_country_states',
    spec: `${S001} Location and address (GET, country query)`,
    as: both,
    get: true,
    payload: () => ({ country: 'United Kingdom' }),
    keys: ['message'],
    check: isList,
  },
  {
    call: 'get_country_states',
    title: 'no country chosen yet ("")',
    spec: `${S001} Location and address (GET, country query)`,
    as: both,
    get: true,
    payload: () => ({ country: '' }),
    keys: ['message'],
    check: (body) => {
      isList(body);
      if (!body.message.length) throw new Error('no states for the store’s own country');
    },
  },
  {
    call: 'get_country_list',
    spec: `${S001} Location and address (GET)`,
    as: both,
    get: true,
    payload: () => ({}),
    keys: ['message'],
    check: isList,
  },

  // ----- Payments -----
  { call: 'razor_pay_settings', spec: `${S001} Payments (GET)`, as: both, get: true, payload: () => ({}), keys: ['message'] },
  {
    call: 'Squareup Settings',
    spec: `${S001} Payments (Squareup Settings resource, GET; data.application_id when set up)`,
    as: both,
    route: { method: 'GET', url: () => '/api/resource/Squareup Settings' },
    payload: () => ({}),
    keys: ['data'],
  },
  {
    call: 'process_payment',
    spec: `${S001} Payments (square-style; message.status)`,
    as: customer,
    setup: placedOrder,
    payload: (s) => ({
      nonce: 'cnon:card-nonce-ok',
      order_total: '',
      buyer_email_address: s.customer!.email,
      customer_id: s.ref,
      order_id: s.v.order!,
    }),
    keys: ['message.status', 'message.message', 'message.payment_id'],
    // The test shop has no Square account: in test mode the built-in test provider charges the nonce.
    check: statusIs('success'),
  },
  {
    call: 'make_payment',
    spec: `${S001} Payments (stripe-style)`,
    as: customer,
    setup: placedOrder,
    payload: (s) => ({ stripe_token_id: 'tok_visa', data: {}, reference_doctype: 'Order', reference_docname: s.v.order! }),
    keys: ['message.status', 'message.message', 'message.payment_id'],
    // Card payment outcomes are success or failed (spec 001 §4); the test provider takes Stripe's test token.
    check: async (body, s) => {
      statusIs('success')(body);
      const order = (await s.call('get_order_details', { order_id: s.v.order! })).body.message;
      if (order.payment_status !== 'Paid') throw new Error(`the order is ${order.payment_status}, not charged`);
    },
  },
  { call: 'get_stripe_gateway_settings', spec: `${S001} Payments`, as: both, payload: () => ({}), keys: ['message'] },
  { call: 'wallet_details', spec: `${S001} Payments`, as: customer, payload: () => ({}), keys: ['message'] },
  {
    call: 'get_wallet_details',
    spec: `${S001} Payments (list_type app_pay, vendor = customer ref id)`,
    as: customer,
    setup: async (s) => {
      await paidPayment(s, { purpose: 'wallet', amount: 20 });
      await s.call('insert_wallet_order', { transaction_id: s.v.payment, amount: 20 });
    },
    payload: (s) => ({ list_type: 'app_pay', vendor: s.ref, page_no: 1, page_len: 10 }),
    keys: ['message.0.transactions'],
    check: (body) => {
      if (body.message[0].transactions.length !== 1) throw new Error('the top-up is not in the history');
    },
  },
  {
    call: 'insert_wallet_order',
    spec: `${S001} Payments; §4 wallet top-up`,
    as: customer,
    setup: (s) => paidPayment(s, { purpose: 'wallet', amount: 20 }),
    payload: (s) => ({ customer_id: s.ref, payment_method: 'Razor Pay', transaction_id: s.v.payment!, amount: 20, order_from: '' }),
    keys: ['message.status'],
    check: statusIs('success'),
  },

  // ----- Loyalty -----
  { call: 'get_customer_points', spec: `${S001} Loyalty`, as: customer, payload: () => ({}), keys: ['message'] },
  { call: 'get_point_history', spec: `${S001} Loyalty`, as: customer, payload: () => ({ page_no: 1, page_len: 10 }), keys: ['message'] },
  {
    call: 'checkout_redeem_points',
    spec: `${S001} Loyalty`,
    as: customer,
    payload: () => ({ amount: 20 }),
    keys: ['message'],
  },

  // ----- Subscriptions -----
  {
    call: 'list_subscription_plans',
    spec: `${S001} Subscriptions (GET; message is a list)`,
    as: both,
    get: true,
    payload: () => ({}),
    keys: ['message.0.name', 'message.0.price', 'message.0.features'],
    check: isList,
  },
  {
    call: 'insert_web_subscription',
    spec: `${S001} Subscriptions; §3 create web subscription`,
    as: customer,
    payload: (s) => ({ party: s.ref, party_name: 'Aisha Khan', start: '2026-11-23', subscription_plan: s.shop.plan, paymentmethod: 'RP' }),
    keys: ['message.status', 'message.order.total_amount', 'message.order.name'],
  },
  {
    call: 'renew_web_subscription',
    spec: `${S001} Subscriptions`,
    as: customer,
    setup: async (s) => {
      const sub = await s.call('insert_web_subscription', { subscription_plan: s.shop.plan });
      s.v.subscription = sub.body.message?.subscription?.name;
    },
    payload: (s) => ({ subscription: s.v.subscription! }),
    keys: ['message.status', 'message.order.name'],
  },
  {
    call: 'get_customer_plan_based_subscritpions',
    spec: `${S001} Subscriptions`,
    as: customer,
    setup: async (s) => void (await s.call('insert_web_subscription', { subscription_plan: s.shop.plan })),
    payload: (s) => ({ party: s.ref }),
    keys: ['message.0.subscription_plan', 'message.0.status'],
  },

  // ----- Other -----
  {
    call: 'PUT Customers',
    spec: `${S001} Other (PUT to the Customers resource {id} with player_id)`,
    as: customer,
    route: { method: 'PUT', url: (s) => `/api/resource/Customers/${s.ref}` },
    payload: () => ({ player_id: 'a1b2c3d4-e5f6-4789-abcd-ef0123456789' }),
    keys: ['data'],
  },
  {
    call: 'GET Customers',
    spec: `${S001} Other (GET Customers list filtered by e-mail; birthday club)`,
    as: customer,
    route: {
      method: 'GET',
      url: (s) => `/api/resource/Customers?filters=${encodeURIComponent(JSON.stringify([['email', '=', s.customer!.email]]))}`,
    },
    payload: () => ({}),
    keys: ['data'],
  },
  {
    call: 'realtime config',
    spec: `${S001} Other (realtime-database JSON: app_version, logrocket, footer, category_list, one_signal)`,
    as: both,
    route: { method: 'GET', url: () => '/api/app-config' },
    payload: () => ({}),
    keys: [
      'app_version.version',
      'app_version.show_popup',
      'app_version.force',
      'logrocket.enabled',
      'footer',
      'category_list',
      'one_signal.is_key',
    ],
  },
];

/**
 * Every call spec 001 §7 lists, by group, under the names the spec's client calls (spec 000 §7
 * lists a subset of them by description; each case names where). The suite checks each has a case.
 */
export const SPEC_CATALOGUE = [
  // Customer and auth
  'login_customer',
  'insert_customers',
  'check_guest_customer',
  'social_login_customer',
  'get_customer_info',
  'update_doc',
  'send_user_forget_pwd_mail',
  'update_password',
  'get_customer_dashboard',
  // Home and content
  'get_mobile_home_page',
  'get_scroll_content',
  'get_page_details',
  'get_business_detail',
  'get_all_website_settings',
  'get_general_settings',
  'get_settings_list',
  'get_all_route',
  'contactform',
  'insert_email_subscription',
  'insert_doc',
  // Blog
  'get_blog_list',
  'get_blog_categories',
  'get_blog_details',
  'insert_blog_comments',
  // Catalogue
  'get_parent_categories',
  'get_category_products',
  'get_shipping_method',
  'get_search_products',
  'get_category_page_filters',
  'get_product_details',
  'get_product_reviews_list',
  'get_brand_based_products',
  'insert_review',
  'insert_questionaproduct',
  'insert_stockavail_notification',
  // Stock
  '_validate_stock',
  'validate_attributes_stock',
  'validate_product_cart_qty',
  'check_cartitems_stock',
  'check_cartitems_stock_mob',
  // Cart
  'insertCartItems',
  'get_cartItems',
  'deleteCartItems',
  'clear_cartitem',
  'update_cartitem',
  'movetocart',
  'movealltocart',
  // Checkout
  'get_payment_method',
  'validate_coupon',
  'get_order_discount',
  'calculate_vendor_based_shipping_charges',
  'calculate_restaurant_ship_charge',
  'get_cart_delivery_slots',
  'insert_order',
  'get_order_details',
  'get_order_info',
  'order_list',
  'reoder_checking',
  'update_order_status',
  // Location and address
  'get_all_area_list',
  'get_google_locations',
  'check_pincode_availability',
  'check_distance_by_zipcode',
  'check_distance_by_latlng',
  'check_user_location_delivery',
  'insert_address',
  'update_address',
  'delete_address',
  'get_country_states',
  'get_country_list',
  // Payments
  'razor_pay_settings',
  'process_payment',
  'Squareup Settings',
  'make_payment',
  'get_stripe_gateway_settings',
  'wallet_details',
  'get_wallet_details',
  'insert_wallet_order',
  // Loyalty
  'get_customer_points',
  'get_point_history',
  'checkout_redeem_points',
  // Subscriptions
  'insert_web_subscription',
  'renew_web_subscription',
  'get_customer_plan_based_subscritpions',
  'list_subscription_plans',
  // Other
  'PUT Customers',
  'GET Customers',
  'realtime config',
  // Spec 000 only: login (its table), logout (the shared data service)
  'login',
  'logout',
];
