/** The console's app config: what the storefront apps read at start-up (app-config.service.ts), saved as settings. */
import type { TAdminAppConfig } from '@larder/contract/admin-content';
import type { Ctx } from '../../ctx';
import { invalid } from '../../lib/errors';
import { staffOf } from '../audit/audit';
import { vapidKeys } from '../notifications/vapid';
import { savePatch } from '../settings/console-store';
import type { StoreSettings } from '../settings/settings.defaults';
import { getStoreSettings } from '../settings/settings.service';

async function appConfigDto(ctx: Ctx, s: StoreSettings): Promise<TAdminAppConfig> {
  const [keys, categories] = await Promise.all([
    vapidKeys(ctx),
    ctx.db.selectFrom('category').select(['route', 'name']).where('is_active', '=', 1).orderBy('route').execute(),
  ]);
  return {
    app_version: s.app_version,
    logrocket: s.logrocket,
    footer: s.footer,
    category_list: s.category_list,
    push_key: keys.publicKey,
    category_choices: categories,
  };
}

export async function adminAppConfig(ctx: Ctx): Promise<TAdminAppConfig> {
  staffOf(ctx);
  return appConfigDto(ctx, await getStoreSettings(ctx));
}

/** admin_save_app_config: category_list may only name categories that exist; reaches open apps through the config stream. */
export async function adminSaveAppConfig(
  ctx: Ctx,
  p: {
    app_version: { version: string; show_popup: boolean; force: boolean };
    logrocket: { enabled: boolean; id: string };
    footer: boolean;
    category_list: string[];
  },
): Promise<TAdminAppConfig> {
  staffOf(ctx);
  const list = [...new Set(p.category_list.map((r) => r.replace(/^\/+(c\/)?/, '').replace(/\/+$/, '')))];
  const known = list.length ? await ctx.db.selectFrom('category').select('route').where('route', 'in', list).execute() : [];
  const unknown = list.filter((r) => !known.some((k) => k.route === r));
  if (unknown.length)
    throw invalid(`No category has the route ${unknown.join(', ')}.`, [
      { field: 'category_list', message: `Unknown category: ${unknown.join(', ')}` },
    ]);
  const saved = await savePatch(ctx, 'app_config', {
    app_version: { version: p.app_version.version, show_popup: p.app_version.show_popup ? 1 : 0, force: p.app_version.force ? 1 : 0 },
    logrocket: { enabled: p.logrocket.enabled ? 1 : 0, id: p.logrocket.id },
    footer: p.footer ? 1 : 0,
    category_list: list,
  });
  return appConfigDto(ctx, saved);
}
