import type { Handlers } from '../../rpc/handler-types';
import { getBusiness } from './settings.service';

export const settingsRpc = {
  get_business_detail: (ctx, p) => getBusiness(ctx, p.name),
} satisfies Partial<Handlers>;
