import type { Ctx } from '../../../ctx';
import { getStoreSettings, mainStore } from '../../settings/settings.service';
import type { ShopInfo } from './template';

/** The shop's name, address and contact details for the e-mail frame: store settings and business details. */
export async function loadShopInfo(ctx: Ctx): Promise<ShopInfo> {
  const [s, store] = await Promise.all([getStoreSettings(ctx), mainStore(ctx)]);
  return {
    name: s.store_name,
    address: store?.address ?? '',
    phone: store?.phone ?? '',
    email: store?.email ?? '',
    url: ctx.app.config.publicUrl,
    currency: s.currency,
    timeZone: s.time_zone,
    openingHours: s.opening_hours,
  };
}
