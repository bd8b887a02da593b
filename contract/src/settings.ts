import { z } from 'zod';
import { defineCall } from './calls-core';
import { ZBit, zRef, zText } from './wire';

export const ZArea = z.object({ name: z.string(), area: z.string(), city: z.string(), zipcode: z.string() });
export const ZStoreLocation = z.object({
  name: z.string(),
  business: z.string(),
  restaurant_name: z.string(),
  core_city: z.string(),
});
export const ZMenuItem = z.object({ title: z.string(), route: z.string(), icon: z.string(), enable: ZBit });

export const ZAppSettings = z.object({
  cart_icon: z.string(),
  wishlist_icon: z.string(),
  user_icon: z.string(),
  header_search_icon: z.string(),
  no_wishlist: z.string(),
  no_cart: z.string(),
  website_url: z.string(),
  playstore_url: z.string(),
  ios_url: z.string(),
});

export const ZWebsiteSettings = z.object({
  store_name: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  default_country: z.string(),
  included_tax: ZBit,
  enable_zipcode: ZBit,
  radius_based_validation: ZBit,
  enable_multi_store: ZBit,
  location_areas: z.array(ZArea),
  locations: z.array(ZStoreLocation),
  website_logo: z.string(),
  login_image: z.string(),
  enable_wallet: ZBit,
  /** Larder: items sold by weight are never charged more than their estimate plus this (decision 014). */
  weight_margin_percent: z.number(),
  enable_reward_points: ZBit,
  enable_guest_checkout: ZBit,
  theme_color: z.string(),
  map_tile_url: z.string(),
  map_attribution: z.string(),
  menu_items: z.array(ZMenuItem),
  app_settings: ZAppSettings,
  /** Wallet top-up bounds in pounds (Larder). */
  wallet_min_topup: z.number(),
  wallet_max_topup: z.number(),
});
export type TWebsiteSettings = z.infer<typeof ZWebsiteSettings>;
export type TMenuItem = z.infer<typeof ZMenuItem>;

/**
 * Larder (decision 015): the Wallet and Reward Points menu items are shown exactly when the shop
 * runs the wallet or reward points (their store switches), whatever their own `enable` flag says.
 */
export const SWITCHED_MENU_ROUTES = { '/wallet': 'enable_wallet', '/reward-points': 'enable_reward_points' } as const;

export function menuItemEnabled(
  item: Pick<TMenuItem, 'route' | 'enable'>,
  switches: Pick<TWebsiteSettings, 'enable_wallet' | 'enable_reward_points'>,
): 0 | 1 {
  const key = SWITCHED_MENU_ROUTES[item.route as keyof typeof SWITCHED_MENU_ROUTES] as keyof typeof switches | undefined;
  return key ? switches[key] : item.enable;
}

export const ZBusiness = z.object({
  name: z.string(),
  business_name: z.string(),
  logo: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TBusiness = z.infer<typeof ZBusiness>;

export const settingsCalls = {
  get_all_website_settings: defineCall({
    payload: z.object({ domain: zText({ max: 200 }).optional() }),
    result: ZWebsiteSettings,
    auth: 'public',
    http: 'GET',
  }),
  get_business_detail: defineCall({
    payload: z.object({ name: zRef('name').default('BS-00001') }),
    result: ZBusiness,
    auth: 'public',
  }),
};
