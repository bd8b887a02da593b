import { MENU_ICONS, type TAdminStoreSettings, type TSaveStoreSettings } from '@larder/contract/admin-content';
import { fromMajor, toMajor } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid } from '../../lib/errors';
import type { StoreSettings } from './settings.defaults';
import { getStoreSettings, updateStoreSettings } from './settings.service';
import { audit, staffOf } from '../audit/audit';

/**
 * The owner's settings. Everything is saved through updateStoreSettings, which bumps the
 * 'settings' cache scope: every process reloads, and open apps get the new app config through
 * /api/app-config/stream. Money is pence inside, pounds on the wire.
 */

function storeDto(s: StoreSettings): TAdminStoreSettings {
  return {
    store_name: s.store_name,
    currency: s.currency,
    default_country: s.default_country,
    time_zone: s.time_zone,
    min_basket: toMajor(s.min_basket),
    basket_charge: toMajor(s.basket_charge),
    free_delivery_over: s.free_delivery_over === null ? null : toMajor(s.free_delivery_over),
    shipping_tax_class: s.shipping_tax_class,
    points_per_pound: s.points_per_pound,
    point_value: toMajor(s.point_value_pence),
    max_points_share_percent: Math.round(s.max_points_share_bp / 100),
    wallet_min_topup: toMajor(s.wallet_min_topup),
    wallet_max_topup: toMajor(s.wallet_max_topup),
    enable_wallet: s.enable_wallet,
    enable_reward_points: s.enable_reward_points,
    enable_guest_checkout: s.enable_guest_checkout,
    enable_cod: s.enable_cod,
    blog_comments_to_be_approved: s.blog_comments_to_be_approved,
    product_reviews_to_be_approved: s.product_reviews_to_be_approved,
    low_stock_threshold: s.low_stock_threshold,
    weight_margin_percent: Math.round(s.weight_margin_bp / 100),
    opening_hours: s.opening_hours,
    social: s.social,
  };
}

const bit = (v: boolean | undefined) => (v === undefined ? undefined : v ? (1 as const) : (0 as const));

/** The wire's subset of settings → the settings' own keys and units (undefined: unchanged). */
function toPatch(p: TSaveStoreSettings): Partial<StoreSettings> {
  const patch: Partial<StoreSettings> = {
    store_name: p.store_name,
    currency: p.currency,
    default_country: p.default_country,
    time_zone: p.time_zone,
    min_basket: p.min_basket === undefined ? undefined : fromMajor(p.min_basket),
    basket_charge: p.basket_charge === undefined ? undefined : fromMajor(p.basket_charge),
    free_delivery_over:
      p.free_delivery_over === undefined ? undefined : p.free_delivery_over === null ? null : fromMajor(p.free_delivery_over),
    shipping_tax_class: p.shipping_tax_class,
    points_per_pound: p.points_per_pound,
    point_value_pence: p.point_value === undefined ? undefined : fromMajor(p.point_value),
    max_points_share_bp: p.max_points_share_percent === undefined ? undefined : p.max_points_share_percent * 100,
    wallet_min_topup: p.wallet_min_topup === undefined ? undefined : fromMajor(p.wallet_min_topup),
    wallet_max_topup: p.wallet_max_topup === undefined ? undefined : fromMajor(p.wallet_max_topup),
    enable_wallet: bit(p.enable_wallet),
    enable_reward_points: bit(p.enable_reward_points),
    enable_guest_checkout: bit(p.enable_guest_checkout),
    enable_cod: bit(p.enable_cod),
    blog_comments_to_be_approved: bit(p.blog_comments_to_be_approved),
    product_reviews_to_be_approved: bit(p.product_reviews_to_be_approved),
    low_stock_threshold: p.low_stock_threshold,
    weight_margin_bp: p.weight_margin_percent === undefined ? undefined : p.weight_margin_percent * 100,
    opening_hours: p.opening_hours,
    social: p.social,
  };
  for (const k of Object.keys(patch) as (keyof StoreSettings)[]) if (patch[k] === undefined) delete patch[k];
  return patch;
}

/**
 * Saves a patch with its audit entry (only the keys that change), in one transaction. The
 * 'settings' scope is bumped again after the commit (see changeWithBump): the app-config stream
 * reloads the settings the moment the first bump lands, before the commit, and on PostgreSQL
 * would otherwise keep the old values under the new version.
 */
export async function savePatch(ctx: Ctx, entityId: string, patch: Partial<StoreSettings>): Promise<StoreSettings> {
  let changedAny = false;
  const saved = await inTransaction(ctx, async (tx) => {
    const current = await getStoreSettings(tx);
    const changed = (Object.keys(patch) as (keyof StoreSettings)[]).filter((k) => JSON.stringify(current[k]) !== JSON.stringify(patch[k]));
    if (!changed.length) return current;
    changedAny = true;
    const only = Object.fromEntries(changed.map((k) => [k, patch[k]])) as Partial<StoreSettings>;
    const after = await updateStoreSettings(tx, only);
    await audit(
      tx,
      'save',
      'settings',
      entityId,
      Object.fromEntries(changed.map((k) => [k, current[k]])),
      Object.fromEntries(changed.map((k) => [k, after[k]])),
    );
    return after;
  });
  if (changedAny && !ctx.db.isTransaction) await ctx.app.cache.bump(ctx.db, 'settings');
  return saved;
}

export async function adminSettings(ctx: Ctx): Promise<TAdminStoreSettings> {
  staffOf(ctx);
  return storeDto(await getStoreSettings(ctx));
}

/** admin_save_settings: any subset; the wallet top-up bounds are checked together with what is saved. */
export async function adminSaveSettings(ctx: Ctx, p: TSaveStoreSettings): Promise<TAdminStoreSettings> {
  staffOf(ctx);
  const patch = toPatch(p);
  const current = await getStoreSettings(ctx);
  const min = patch.wallet_min_topup ?? current.wallet_min_topup;
  const max = patch.wallet_max_topup ?? current.wallet_max_topup;
  if (min > max)
    throw invalid('The smallest wallet top-up cannot be more than the largest.', [
      { field: 'wallet_min_topup', message: `Must not be more than ${toMajor(max).toFixed(2)}` },
    ]);
  return storeDto(await savePatch(ctx, 'store', patch));
}

export async function adminMenu(ctx: Ctx) {
  staffOf(ctx);
  return { items: (await getStoreSettings(ctx)).menu_items, icons: [...MENU_ICONS] };
}

/** admin_save_menu: the mobile menu's items in order, each on or off. */
export async function adminSaveMenu(ctx: Ctx, items: StoreSettings['menu_items']) {
  staffOf(ctx);
  const saved = await savePatch(ctx, 'menu', { menu_items: items });
  return { items: saved.menu_items, icons: [...MENU_ICONS] };
}
