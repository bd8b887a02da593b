import type { TAppConfig } from '@larder/contract/content';
import type { Ctx } from '../../ctx';
import { vapidKeys } from '../notifications/vapid';
import { getStoreSettings } from '../settings/settings.service';

/** The spec's realtime app config, from the store's settings (editable in the database) and the push key. */
export async function appConfig(ctx: Ctx): Promise<TAppConfig> {
  const [s, keys] = await Promise.all([getStoreSettings(ctx), vapidKeys(ctx)]);
  return {
    app_version: s.app_version,
    logrocket: s.logrocket,
    footer: s.footer,
    category_list: s.category_list,
    one_signal: { is_key: 1, key: keys.publicKey },
  };
}
