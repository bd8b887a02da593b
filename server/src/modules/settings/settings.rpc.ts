import type { Handlers } from '../../rpc/handler-types';
import { getBusiness } from './settings.service';
import { getWebsiteSettings } from './website-settings';

export const settingsRpc = {
  get_all_website_settings: (ctx) => getWebsiteSettings(ctx),
  get_business_detail: (ctx, p) => getBusiness(ctx, p.name),
} satisfies Partial<Handlers>;
