import { DEFAULT_WEIGHT_MARGIN_BP } from '@larder/contract/weighed';
import { z } from 'zod';

const bit = z.union([z.literal(0), z.literal(1)]);

/**
 * Every store setting with its default. Rows in the `setting` table override a top-level key;
 * later areas add their keys here (one place for each rule).
 */
export const ZStoreSettings = z.object({
  store_name: z.string().default('Larder'),
  currency: z.string().default('GBP'),
  currency_symbol: z.string().default('£'),
  default_country: z.string().default('GB'),
  time_zone: z.string().default('Europe/London'),
  /** Prices include VAT (UK retail). */
  included_tax: bit.default(1),
  enable_zipcode: bit.default(1),
  radius_based_validation: bit.default(0),
  enable_multi_store: bit.default(0),
  website_logo: z.string().default('/media/brand/logo.svg'),
  login_image: z.string().default('/media/brand/login.webp'),
  enable_wallet: bit.default(0),
  enable_reward_points: bit.default(0),
  enable_guest_checkout: bit.default(0),
  theme_color: z.string().default('#a51318'),
  /** Below this basket value (pence) a basket charge is added, Tesco-style, rather than refusing the order. */
  min_basket: z.number().int().min(0).default(1500),
  basket_charge: z.number().int().min(0).default(400),
  /** Delivery is free at or above this basket value (pence); null = never. */
  free_delivery_over: z.number().int().min(0).nullable().default(5000),
  /** VAT class of the delivery charge (prices include VAT). */
  shipping_tax_class: z.enum(['zero', 'reduced', 'standard']).default('standard'),
  /** Delivery slots: how many days ahead, the cut-off before a slot starts, and how long a hold lasts. */
  slot_days_ahead: z.number().int().min(1).max(30).default(7),
  /** A weighed line is never charged more than its estimate plus this margin (basis points: 1000 = 10 %). */
  weight_margin_bp: z.number().int().min(0).max(5000).default(DEFAULT_WEIGHT_MARGIN_BP),
  /** A tracked product or combination at or below this stock shows in the console's low-stock list. */
  low_stock_threshold: z.number().int().min(0).max(10000).default(5),
  slot_cutoff_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(120),
  slot_hold_minutes: z.number().int().min(5).max(240).default(60),
  /** Weekdays without delivery (0 = Sunday). */
  blocked_weekdays: z.array(z.number().int().min(0).max(6)).default([]),
  /** Cash on delivery is offered at checkout. */
  enable_cod: bit.default(1),
  /** Reward points: earned per whole pound paid for goods; each point is worth this many pence. */
  points_per_pound: z.number().int().min(0).default(1),
  point_value_pence: z.number().int().min(1).default(1),
  /** At most this share of an order (basis points) may be paid with points. */
  max_points_share_bp: z.number().int().min(0).max(10000).default(5000),
  /** An unpaid card order (or subscription bill) is cancelled this many minutes after it was placed, giving back what it held. */
  unpaid_order_minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** A payment attempt still open after this many minutes is looked up at its provider by the reconciliation job. */
  payment_reconcile_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  /** Wallet top-up bounds (pence). */
  wallet_min_topup: z.number().int().min(1).default(500),
  wallet_max_topup: z.number().int().min(1).default(50000),
  /** Live app config (the spec's realtime JSON): version prompt, session recording, footer, watched categories. */
  app_version: z.object({ version: z.string(), show_popup: bit, force: bit }).default({ version: '1.0.0', show_popup: 0, force: 0 }),
  logrocket: z.object({ enabled: bit, id: z.string() }).default({ enabled: 0, id: '' }),
  footer: bit.default(1),
  category_list: z.array(z.string()).default(['meat', 'fish-and-seafood', 'fruit-and-veg', 'dairy-and-eggs']),
  /** Contact details and opening hours for the info pages. */
  opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })).default([
    { days: 'Monday – Saturday', hours: '08:00 – 22:00' },
    { days: 'Sunday', hours: '10:00 – 16:00' },
  ]),
  social: z.array(z.object({ name: z.string(), url: z.string() })).default([
    { name: 'Instagram', url: 'https://instagram.com/larder.shop' },
    { name: 'Facebook', url: 'https://facebook.com/larder.shop' },
  ]),
  /** Blog comments wait for approval. */
  blog_comments_to_be_approved: bit.default(1),
  /** Units a shopping cart may hold. */
  max_cart_items: z.number().int().min(1).default(1000),
  /** Reviews wait for the shop's approval before they show. */
  product_reviews_to_be_approved: bit.default(1),
  menu_items: z.array(z.object({ title: z.string(), route: z.string(), icon: z.string(), enable: bit })).default([
    { title: 'Home', route: '/', icon: 'home', enable: 1 },
    { title: 'Categories', route: '/tabs/category', icon: 'grid', enable: 1 },
    { title: 'My Orders', route: '/my-orders', icon: 'package', enable: 1 },
    { title: 'Wishlist', route: '/wishlist', icon: 'heart', enable: 1 },
    { title: 'Wallet', route: '/wallet', icon: 'wallet', enable: 0 },
    { title: 'Reward Points', route: '/reward-points', icon: 'gift', enable: 0 },
    { title: 'Subscriptions', route: '/subscriptions', icon: 'repeat', enable: 1 },
    { title: 'Recipes & Guides', route: '/blog-list', icon: 'book', enable: 1 },
    { title: 'Contact Us', route: '/contact-us', icon: 'mail', enable: 1 },
  ]),
  app_settings: z
    .object({
      cart_icon: z.string().default('cart'),
      wishlist_icon: z.string().default('heart'),
      user_icon: z.string().default('user'),
      header_search_icon: z.string().default('search'),
      no_wishlist: z.string().default('/media/brand/empty-wishlist.svg'),
      no_cart: z.string().default('/media/brand/empty-cart.svg'),
      website_url: z.string().default(''),
      playstore_url: z.string().default('https://play.google.com/store/apps/details?id=uk.larder.shop'),
      ios_url: z.string().default('https://apps.apple.com/gb/app/larder/id0000000000'),
    })
    .prefault({}),
});

export type StoreSettings = z.infer<typeof ZStoreSettings>;
export type StoreSettingKey = keyof StoreSettings;
