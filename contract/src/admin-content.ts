/**
 * The operations console: content (home page sections, info pages, announcements, blog, comment
 * moderation, marketing pushes) and the owner's settings (store, app config, VAT classes, menu).
 */
import { z } from 'zod';
import { MANAGERS, OWNERS } from './admin-core';
import { defineCall } from './calls-core';
import type { TBlock } from './content';
import { ZMenuItem } from './settings';
import { zFlag, zInt, zJsonObject, zMoneyIn, zPageLen, zPageNo, zRef, zText } from './wire';

const ZStatus = z.object({ status: z.literal('success'), message: z.string() });
const bit = z.union([z.literal(0), z.literal(1)]);

/** A path inside the shop ("/c/meat"), never a full URL or a script. */
export const zInternalRoute = (label = 'route', opts: { optional?: boolean } = {}) =>
  zText({ max: 200, label }).refine((v) => (opts.optional && v === '') || /^\/[A-Za-z0-9\-._~/?=&%]*$/.test(v), {
    error: `${label} must be a path in the shop starting with /, such as /c/meat`,
  });
/** An image: a shop path (/media/…) or an https address; '' for none. */
export const zImageRef = (label = 'image') =>
  zText({ max: 500, label }).refine((v) => v === '' || /^\/[^\s"'<>]*$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), {
    error: `${label} must be a /media/… path or an https:// address`,
  });
/** A URL segment route ("about-us", "lamb-biryani"): lower-case letters, digits and hyphens. */
export const zSlug = (label = 'route', max = 120) =>
  zText({ min: 1, max, label }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: `${label} may only hold lower-case letters, digits and single hyphens (e.g. about-us)`,
  });
const zDate = (label: string) =>
  z.string({ error: `${label} must be a date` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date such as 2026-11-24` });

// ----- blocks (info pages, blog posts): data, never HTML -----

const zBlockText = (label: string) => zText({ min: 1, max: 5000, label });
const zItems = z
  .array(zText({ min: 1, max: 500, label: 'list item' }), { error: 'items must be a list of texts' })
  .min(1, { error: 'a list needs at least one item' })
  .max(50, { error: 'a list can have at most 50 items' });

export const BLOCK_TYPES = ['h2', 'h3', 'p', 'ul', 'ol', 'img'] as const;
/** ZBlock (contract/content.ts) with bounds: what the console may save. */
export const ZAdminBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('h2'), text: zBlockText('heading') }),
    z.object({ type: z.literal('h3'), text: zBlockText('heading') }),
    z.object({ type: z.literal('p'), text: zBlockText('paragraph') }),
    z.object({ type: z.literal('ul'), items: zItems }),
    z.object({ type: z.literal('ol'), items: zItems }),
    z.object({
      type: z.literal('img'),
      src: zImageRef('src').refine((v) => v !== '', { error: 'src is required' }),
      alt: zText({ max: 200, label: 'alt' }),
    }),
  ],
  { error: `type must be one of ${BLOCK_TYPES.join(', ')}` },
);
export type TAdminBlock = z.infer<typeof ZAdminBlock>;
// The console's blocks are the storefront's blocks (a compile-time check).
const _blockFits = (b: TAdminBlock): TBlock => b;
void _blockFits;

const zBlocks = (label = 'content') =>
  zJsonObject(
    z.array(ZAdminBlock, { error: `${label} must be a list of blocks` }).max(200, { error: `${label} can have at most 200 blocks` }),
    label,
  );

// ----- home page sections -----

export const SECTION_TYPES = ['Slider', 'Category List', 'Product Carousel', 'Brand Strip', 'Text Block', 'Image Block'] as const;
export const ZSectionType = z.enum(SECTION_TYPES, { error: `section_type must be one of ${SECTION_TYPES.join(', ')}` });
export const ZApplicationType = z.enum(['mobile', 'web', 'both'], { error: 'application_type must be mobile, web or both' });
export const TEXT_BLOCK_ICONS = ['truck', 'clock', 'shield'] as const;
export const PRODUCT_SOURCES = ['best_sellers', 'new_arrivals', 'offers', 'category'] as const;

/** CSS backgrounds a slide may use: a colour or a linear gradient of colours (no url()). */
const zBackground = zText({ max: 200, label: 'background' }).refine(
  (v) => v === '' || /^#[0-9a-fA-F]{3,8}$/.test(v) || /^linear-gradient\(\s*[0-9a-z#%,.\s]+\)$/i.test(v),
  { error: 'background must be a colour (#a51318) or a linear-gradient(…) of colours' },
);

export const ZSliderConfig = z.object({
  slides: z
    .array(
      z.object({
        title: zText({ min: 1, max: 120, label: 'slide title' }),
        subtitle: zText({ max: 200, label: 'slide subtitle' }).default(''),
        cta: zText({ min: 1, max: 40, label: 'slide button text' }),
        route: zInternalRoute('slide route'),
        image: zImageRef('slide image').default(''),
        background: zBackground.default('#a51318'),
      }),
      { error: 'slides must be a list' },
    )
    .min(1, { error: 'a slider needs at least one slide' })
    .max(10, { error: 'a slider can have at most 10 slides' }),
});
export const ZCategoryListConfig = z.object({ limit: zInt({ min: 1, max: 50, label: 'limit' }).default(12) });
export const ZProductCarouselConfig = z
  .object({
    source: z.enum(PRODUCT_SOURCES, { error: `source must be one of ${PRODUCT_SOURCES.join(', ')}` }),
    category_route: zText({ max: 300, label: 'category_route' }).optional(),
    limit: zInt({ min: 1, max: 48, label: 'limit' }).default(12),
  })
  .refine((c) => c.source !== 'category' || Boolean(c.category_route), {
    error: 'category_route is required when the source is a category',
    path: ['category_route'],
  });
export const ZBrandStripConfig = z.object({ limit: zInt({ min: 1, max: 50, label: 'limit' }).default(16) });
export const ZTextBlockConfig = z.object({
  items: z
    .array(
      z.object({
        title: zText({ min: 1, max: 80, label: 'item title' }),
        text: zText({ min: 1, max: 300, label: 'item text' }),
        icon: z.enum(TEXT_BLOCK_ICONS, { error: `icon must be one of ${TEXT_BLOCK_ICONS.join(', ')}` }),
      }),
      { error: 'items must be a list' },
    )
    .min(1, { error: 'a text block needs at least one item' })
    .max(6, { error: 'a text block can have at most 6 items' }),
});
export const ZImageBlockConfig = z.object({
  title: zText({ min: 1, max: 120, label: 'title' }),
  text: zText({ max: 300, label: 'text' }).default(''),
  image: zImageRef('image'),
  route: zInternalRoute('route'),
  cta: zText({ min: 1, max: 40, label: 'button text' }),
});

const sectionBase = {
  /** The section's id; none creates a new one (added at the end). */
  name: zRef('name').optional(),
  application_type: ZApplicationType.default('both'),
  title: zText({ max: 120, label: 'title' }).default(''),
  subtitle: zText({ max: 200, label: 'subtitle' }).default(''),
  is_active: zFlag('is_active').default(true),
};

/** A home section to save: its `config` shape follows its `section_type` (what the storefront's home renders). */
export const ZSaveHomeSection = z.discriminatedUnion(
  'section_type',
  [
    z.object({ ...sectionBase, section_type: z.literal('Slider'), config: zJsonObject(ZSliderConfig, 'config') }),
    z.object({ ...sectionBase, section_type: z.literal('Category List'), config: zJsonObject(ZCategoryListConfig, 'config') }),
    z.object({ ...sectionBase, section_type: z.literal('Product Carousel'), config: zJsonObject(ZProductCarouselConfig, 'config') }),
    z.object({ ...sectionBase, section_type: z.literal('Brand Strip'), config: zJsonObject(ZBrandStripConfig, 'config') }),
    z.object({ ...sectionBase, section_type: z.literal('Text Block'), config: zJsonObject(ZTextBlockConfig, 'config') }),
    z.object({ ...sectionBase, section_type: z.literal('Image Block'), config: zJsonObject(ZImageBlockConfig, 'config') }),
  ],
  { error: `section_type must be one of ${SECTION_TYPES.join(', ')}` },
);
export type TSaveHomeSection = z.infer<typeof ZSaveHomeSection>;

export const ZAdminHomeSection = z.object({
  name: z.string(),
  application_type: z.enum(['mobile', 'web', 'both']),
  section_type: z.enum(SECTION_TYPES),
  title: z.string(),
  subtitle: z.string(),
  is_active: bit,
  display_order: z.number().int(),
  /** The saved config (shape per section_type); a section saved outside the console may not fit it. */
  config: z.record(z.string(), z.unknown()),
  /** Why the storefront skips this section, if it does ('' when it shows). */
  problem: z.string(),
});
export type TAdminHomeSection = z.infer<typeof ZAdminHomeSection>;

// ----- info pages, announcements, blog -----

export const ZAdminInfoPage = z.object({
  route: z.string(),
  title: z.string(),
  meta_description: z.string(),
  content: z.array(z.unknown()),
  is_published: bit,
  updated_at: z.string(),
});
export type TAdminInfoPage = z.infer<typeof ZAdminInfoPage>;

export const ZAdminScrollContent = z.object({
  name: z.string(),
  text: z.string(),
  route: z.string(),
  display_order: z.number().int(),
  is_active: bit,
});

export const ZAdminBlogCategory = z.object({ name: z.string(), route: z.string(), title: z.string(), post_count: z.number().int() });

export const ZAdminBlogPost = z.object({
  name: z.string(),
  route: z.string(),
  title: z.string(),
  category: z.string(),
  category_title: z.string(),
  author: z.string(),
  intro: z.string(),
  content: z.array(z.unknown()),
  thumbnail: z.string(),
  published_on: z.string(),
  is_published: bit,
  pending_comments: z.number().int(),
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

export const ZAdminComment = z.object({
  name: z.string(),
  post: z.string(),
  post_title: z.string(),
  post_route: z.string(),
  author: z.string(),
  email: z.string(),
  /** Exactly as typed; the console shows it as text. */
  comment: z.string(),
  is_approved: bit,
  created: z.string(),
});
export type TAdminComment = z.infer<typeof ZAdminComment>;

export const PUSH_TARGETS = ['Product', 'Product Category'] as const;
export const PUSH_LIMIT_PER_HOUR = 3;
export const ZPushCampaign = z.object({
  name: z.string(),
  title: z.string(),
  body: z.string(),
  target_type: z.enum(PUSH_TARGETS),
  route: z.string(),
  sent_by: z.string(),
  sent: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
  created: z.string(),
});

// ----- settings (owners) -----

export const MENU_ICONS = ['home', 'grid', 'package', 'heart', 'wallet', 'gift', 'repeat', 'book', 'mail', 'user'] as const;
export const CURRENCIES = ['GBP'] as const;
export const COUNTRIES = ['GB'] as const;

const isTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};
const zPounds = (label: string, max = 10000) => zMoneyIn({ min: 0, max, label });

/** Store settings as the console edits them (money in pounds). */
export const ZAdminStoreSettings = z.object({
  store_name: z.string(),
  currency: z.string(),
  default_country: z.string(),
  time_zone: z.string(),
  min_basket: z.number(),
  basket_charge: z.number(),
  free_delivery_over: z.number().nullable(),
  shipping_tax_class: z.string(),
  points_per_pound: z.number().int(),
  point_value: z.number(),
  max_points_share_percent: z.number().int(),
  wallet_min_topup: z.number(),
  wallet_max_topup: z.number(),
  enable_wallet: bit,
  enable_reward_points: bit,
  enable_guest_checkout: bit,
  enable_cod: bit,
  blog_comments_to_be_approved: bit,
  product_reviews_to_be_approved: bit,
  low_stock_threshold: z.number().int(),
  /** Items sold by weight are never charged more than their estimate plus this (decision 014). */
  weight_margin_percent: z.number().int(),
  opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type TAdminStoreSettings = z.infer<typeof ZAdminStoreSettings>;

/** What admin_save_settings accepts: any subset of the settings, each checked. */
export const ZSaveStoreSettings = z
  .object({
    store_name: zText({ min: 1, max: 80, label: 'store_name' }),
    currency: z.enum(CURRENCIES, { error: `currency must be ${CURRENCIES.join(', ')} (the only currency the shop trades in)` }),
    default_country: z.enum(COUNTRIES, {
      error: `default_country must be ${COUNTRIES.join(', ')} (the only country the shop delivers to)`,
    }),
    time_zone: zText({ min: 1, max: 60, label: 'time_zone' }).refine(isTimeZone, {
      error: 'time_zone must be a time zone such as Europe/London',
    }),
    min_basket: zPounds('min_basket', 1000),
    basket_charge: zPounds('basket_charge', 100),
    /** null: delivery is never free by basket value. */
    free_delivery_over: zPounds('free_delivery_over', 10000).nullable(),
    shipping_tax_class: z.enum(['zero', 'reduced', 'standard'], { error: 'shipping_tax_class must be zero, reduced or standard' }),
    points_per_pound: zInt({ min: 0, max: 100, label: 'points_per_pound' }),
    point_value: zMoneyIn({ min: 0.01, max: 10, label: 'point_value' }),
    max_points_share_percent: zInt({ min: 0, max: 100, label: 'max_points_share_percent' }),
    wallet_min_topup: zMoneyIn({ min: 0.01, max: 10000, label: 'wallet_min_topup' }),
    wallet_max_topup: zMoneyIn({ min: 0.01, max: 10000, label: 'wallet_max_topup' }),
    enable_wallet: zFlag('enable_wallet'),
    enable_reward_points: zFlag('enable_reward_points'),
    enable_guest_checkout: zFlag('enable_guest_checkout'),
    enable_cod: zFlag('enable_cod'),
    blog_comments_to_be_approved: zFlag('blog_comments_to_be_approved'),
    product_reviews_to_be_approved: zFlag('product_reviews_to_be_approved'),
    low_stock_threshold: zInt({ min: 0, max: 10000, label: 'low_stock_threshold' }),
    weight_margin_percent: zInt({ min: 0, max: 50, label: 'weight_margin_percent' }),
    opening_hours: zJsonObject(
      z
        .array(z.object({ days: zText({ min: 1, max: 60, label: 'days' }), hours: zText({ min: 1, max: 60, label: 'hours' }) }))
        .max(14, { error: 'at most 14 opening-hours lines' }),
      'opening_hours',
    ),
    social: zJsonObject(
      z
        .array(
          z.object({
            name: zText({ min: 1, max: 40, label: 'name' }),
            url: zText({ max: 300, label: 'url' }).refine((v) => /^https:\/\/[^\s"'<>]+$/.test(v), {
              error: 'url must be an https:// address',
            }),
          }),
        )
        .max(10, { error: 'at most 10 social links' }),
      'social',
    ),
  })
  .partial()
  .refine((s) => s.wallet_min_topup === undefined || s.wallet_max_topup === undefined || s.wallet_min_topup <= s.wallet_max_topup, {
    error: 'wallet_min_topup must not be more than wallet_max_topup',
    path: ['wallet_min_topup'],
  });
export type TSaveStoreSettings = z.infer<typeof ZSaveStoreSettings>;

export const ZAdminAppConfig = z.object({
  app_version: z.object({ version: z.string(), show_popup: bit, force: bit }),
  logrocket: z.object({ enabled: bit, id: z.string() }),
  footer: bit,
  category_list: z.array(z.string()),
  /** The Web Push (VAPID) public key apps subscribe with: read-only. */
  push_key: z.string(),
  /** Category routes the list may name. */
  category_choices: z.array(z.object({ route: z.string(), name: z.string() })),
});
export type TAdminAppConfig = z.infer<typeof ZAdminAppConfig>;

export const ZSaveAppConfig = z.object({
  app_version: zJsonObject(
    z.object({
      version: zText({ min: 1, max: 20, label: 'version' }).regex(/^\d+\.\d+\.\d+$/, { error: 'version must look like 1.4.2' }),
      show_popup: zFlag('show_popup'),
      force: zFlag('force'),
    }),
    'app_version',
  ),
  logrocket: zJsonObject(
    z
      .object({
        enabled: zFlag('enabled'),
        id: zText({ max: 100, label: 'id' }).regex(/^[A-Za-z0-9_\-/]*$/, { error: 'id looks like abc123/larder' }),
      })
      .refine((l) => !l.enabled || l.id !== '', { error: 'id is required when LogRocket is on', path: ['id'] }),
    'logrocket',
  ),
  footer: zFlag('footer'),
  category_list: zJsonObject(
    z.array(zText({ min: 1, max: 300, label: 'category route' })).max(20, { error: 'category_list can name at most 20 categories' }),
    'category_list',
  ),
});

export const ZAdminTaxClass = z.object({
  name: z.string(),
  title: z.string(),
  rate_bp: z.number().int(),
  product_count: z.number().int(),
  /** Used by products or as the delivery charge's class: it cannot be deleted. */
  in_use: z.boolean(),
});

export const ZSaveMenuItem = z.object({
  title: zText({ min: 1, max: 40, label: 'title' }),
  route: zInternalRoute('route'),
  icon: z.enum(MENU_ICONS, { error: `icon must be one of ${MENU_ICONS.join(', ')}` }),
  enable: zFlag('enable').transform((v) => (v ? 1 : 0)),
});

/** The mobile menu as admin_save_menu saves it, in order. */
export const ZSaveMenuItems = z
  .array(ZSaveMenuItem)
  .min(1, { error: 'the menu needs at least one item' })
  .max(20, { error: 'the menu can have at most 20 items' });

export const adminContentCalls = {
  // --- home page sections ---
  /** The home page's sections in order; with mobile/web, only those that layout shows. */
  admin_home_sections: defineCall({
    payload: z.object({
      application_type: z.enum(['mobile', 'web', 'all'], { error: 'application_type must be mobile, web or all' }).default('all'),
    }),
    result: z.array(ZAdminHomeSection),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_save_home_section: defineCall({ payload: ZSaveHomeSection, result: ZAdminHomeSection, auth: 'staff', roles: MANAGERS }),
  /** New order of one layout's sections (exactly the sections it shows); the other layout's keep their places. */
  admin_reorder_home_sections: defineCall({
    payload: z.object({
      application_type: z.enum(['mobile', 'web'], { error: 'application_type must be mobile or web' }),
      order: zJsonObject(z.array(zRef('section')).min(1, { error: 'order must list the sections' }).max(100), 'order'),
    }),
    result: z.array(ZAdminHomeSection),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_delete_home_section: defineCall({ payload: z.object({ name: zRef('name') }), result: ZStatus, auth: 'staff', roles: MANAGERS }),

  // --- info pages ---
  admin_info_pages: defineCall({ payload: z.object({}), result: z.array(ZAdminInfoPage), auth: 'staff', roles: MANAGERS }),
  /** Creates a page, or updates `original_route` (which may be renamed to `route`). */
  admin_save_info_page: defineCall({
    payload: z.object({
      original_route: zRef('original_route', 120).optional(),
      route: zSlug('route'),
      title: zText({ min: 1, max: 140, label: 'title' }),
      meta_description: zText({ max: 300, label: 'meta_description' }).default(''),
      content: zBlocks(),
      is_published: zFlag('is_published').default(true),
    }),
    result: ZAdminInfoPage,
    auth: 'staff',
    roles: MANAGERS,
  }),

  // --- announcements (the scrolling bar) ---
  admin_scroll_content: defineCall({ payload: z.object({}), result: z.array(ZAdminScrollContent), auth: 'staff', roles: MANAGERS }),
  admin_save_scroll_content: defineCall({
    payload: z.object({
      name: zRef('name').optional(),
      text: zText({ min: 1, max: 200, label: 'text' }),
      route: zInternalRoute('route', { optional: true }).default(''),
      display_order: zInt({ min: 0, max: 10000, label: 'display_order' }).default(0),
      is_active: zFlag('is_active').default(true),
    }),
    result: ZAdminScrollContent,
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_delete_scroll_content: defineCall({ payload: z.object({ name: zRef('name') }), result: ZStatus, auth: 'staff', roles: MANAGERS }),

  // --- blog ---
  admin_blog_categories: defineCall({ payload: z.object({}), result: z.array(ZAdminBlogCategory), auth: 'staff', roles: MANAGERS }),
  admin_save_blog_category: defineCall({
    payload: z.object({ name: zRef('name').optional(), route: zSlug('route'), title: zText({ min: 1, max: 80, label: 'title' }) }),
    result: ZAdminBlogCategory,
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_blog_posts: defineCall({
    payload: z.object({
      /** One post by its id (the editor). */
      name: zRef('name').optional(),
      category: zRef('category').optional(),
      search: zText({ max: 120, label: 'search' }).optional(),
      page_no: zPageNo(),
      page_len: zPageLen(50, 20),
    }),
    result: z.object({ posts: z.array(ZAdminBlogPost), total: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_save_blog_post: defineCall({
    payload: z.object({
      name: zRef('name').optional(),
      route: zSlug('route', 200),
      title: zText({ min: 1, max: 160, label: 'title' }),
      category: zRef('category'),
      author: zText({ min: 1, max: 80, label: 'author' }),
      intro: zText({ max: 500, label: 'intro' }).default(''),
      content: zBlocks(),
      thumbnail: zImageRef('thumbnail').default(''),
      published_on: zDate('published_on'),
      is_published: zFlag('is_published').default(true),
    }),
    result: ZAdminBlogPost,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Pending comments first, then newest. */
  admin_blog_comments: defineCall({
    payload: z.object({
      status: z.enum(['all', 'pending', 'approved'], { error: 'status must be all, pending or approved' }).default('all'),
      page_no: zPageNo(),
      page_len: zPageLen(100, 50),
    }),
    result: z.object({ comments: z.array(ZAdminComment), total: z.number().int(), pending: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_moderate_comment: defineCall({
    payload: z.object({ name: zRef('name'), action: z.enum(['approve', 'delete'], { error: 'action must be approve or delete' }) }),
    result: ZStatus,
    auth: 'staff',
    roles: MANAGERS,
  }),

  // --- marketing push ---
  /** To every device that accepted notifications; a tap opens the product or category. A few per hour at most. */
  admin_send_push: defineCall({
    payload: z.object({
      title: zText({ min: 1, max: 60, label: 'title' }),
      body: zText({ min: 1, max: 200, label: 'body' }),
      target_type: z.enum(PUSH_TARGETS, { error: 'target_type must be Product or Product Category' }),
      route: zText({ min: 1, max: 300, label: 'route' }),
    }),
    result: z.object({ status: z.literal('success'), message: z.string(), campaign: ZPushCampaign }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_push_history: defineCall({
    payload: z.object({}),
    result: z.object({ limit_per_hour: z.number().int(), sent_last_hour: z.number().int(), campaigns: z.array(ZPushCampaign) }),
    auth: 'staff',
    roles: MANAGERS,
  }),

  // --- settings (owners only) ---
  admin_settings: defineCall({ payload: z.object({}), result: ZAdminStoreSettings, auth: 'staff', roles: OWNERS }),
  admin_save_settings: defineCall({ payload: ZSaveStoreSettings, result: ZAdminStoreSettings, auth: 'staff', roles: OWNERS }),
  admin_app_config: defineCall({ payload: z.object({}), result: ZAdminAppConfig, auth: 'staff', roles: OWNERS }),
  /** Saved to the store settings: every open app gets it through /api/app-config/stream. */
  admin_save_app_config: defineCall({ payload: ZSaveAppConfig, result: ZAdminAppConfig, auth: 'staff', roles: OWNERS }),
  admin_vat: defineCall({ payload: z.object({}), result: z.array(ZAdminTaxClass), auth: 'staff', roles: OWNERS }),
  admin_save_vat: defineCall({
    payload: z.object({
      name: zRef('name', 40).optional(),
      title: zText({ min: 1, max: 80, label: 'title' }),
      /** Basis points: 2000 = 20%. */
      rate_bp: zInt({ min: 0, max: 10000, label: 'rate_bp' }),
    }),
    result: ZAdminTaxClass,
    auth: 'staff',
    roles: OWNERS,
  }),
  /** Refused while a product (or the delivery charge) uses the class. */
  admin_vat_delete: defineCall({ payload: z.object({ name: zRef('name', 40) }), result: ZStatus, auth: 'staff', roles: OWNERS }),
  admin_menu: defineCall({
    payload: z.object({}),
    result: z.object({ items: z.array(ZMenuItem), icons: z.array(z.string()) }),
    auth: 'staff',
    roles: OWNERS,
  }),
  admin_save_menu: defineCall({
    payload: z.object({
      items: zJsonObject(ZSaveMenuItems, 'items'),
    }),
    result: z.object({ items: z.array(ZMenuItem), icons: z.array(z.string()) }),
    auth: 'staff',
    roles: OWNERS,
  }),
};
