import type { Ctx } from '../../../ctx';
import { getStoreSettings } from '../../settings/settings.service';
import type { ShopInfo } from './template';

/** The shop's own store (business BS-00001, as the contact page), else the first active one. */
const MAIN_STORE = 'BS-00001';

/** The shop's name, address and contact details for the e-mail frame: store settings and business details. */
export async function loadShopInfo(ctx: Ctx): Promise<ShopInfo> {
  const [s, stores] = await Promise.all([
    getStoreSettings(ctx),
    ctx.db
      .selectFrom('business')
      .select(['id', 'email', 'phone', 'address', 'city', 'zipcode'])
      .where((eb) => eb.or([eb('id', '=', MAIN_STORE), eb('is_active', '=', 1)]))
      .orderBy('id')
      .execute(),
  ]);
  const b = stores.find((x) => x.id === MAIN_STORE) ?? stores[0];
  return {
    name: s.store_name,
    address: b ? [b.address, [b.city, b.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '',
    phone: b?.phone ?? '',
    email: b?.email ?? '',
    url: ctx.app.config.publicUrl,
    currency: s.currency,
    timeZone: s.time_zone,
    openingHours: s.opening_hours,
  };
}
