import { toMajor } from '@larder/contract/money';
import { menuItemEnabled, type TWebsiteSettings } from '@larder/contract/settings';
import type { Ctx } from '../../ctx';
import { getStoreSettings } from '../settings/settings.service';
import { listAreas, storeLocations } from './location.service';

/** get_all_website_settings: what the storefront reads at start-up (the settings, with the delivery areas and stores). */
export async function getWebsiteSettings(ctx: Ctx): Promise<TWebsiteSettings> {
  const s = await getStoreSettings(ctx);
  return {
    store_name: s.store_name,
    currency: s.currency,
    currency_symbol: s.currency_symbol,
    default_country: s.default_country,
    included_tax: s.included_tax,
    enable_zipcode: s.enable_zipcode,
    radius_based_validation: s.radius_based_validation,
    enable_multi_store: s.enable_multi_store,
    location_areas: s.enable_zipcode ? (await listAreas(ctx)).map(({ name, area, city, zipcode }) => ({ name, area, city, zipcode })) : [],
    locations: s.enable_multi_store ? await storeLocations(ctx) : [],
    website_logo: s.website_logo,
    login_image: s.login_image,
    enable_wallet: s.enable_wallet,
    weight_margin_percent: s.weight_margin_bp / 100,
    enable_reward_points: s.enable_reward_points,
    enable_guest_checkout: s.enable_guest_checkout,
    theme_color: s.theme_color,
    map_tile_url: ctx.app.config.mapTileUrl,
    map_attribution: ctx.app.config.mapAttribution,
    menu_items: s.menu_items.map((m) => ({ ...m, enable: menuItemEnabled(m, s) })),
    app_settings: s.app_settings,
    wallet_min_topup: toMajor(s.wallet_min_topup),
    wallet_max_topup: toMajor(s.wallet_max_topup),
  };
}
