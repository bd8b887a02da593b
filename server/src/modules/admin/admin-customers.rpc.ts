import type { Handlers } from '../../rpc/handler-types';
import { adminAdjustPoints, adminAdjustWallet } from '../customers/console-adjust';
import { adminCustomerDetail, adminCustomerList } from '../customers/console';

export const adminCustomersRpc = {
  admin_customer_list: (ctx, p) => adminCustomerList(ctx, p),
  admin_customer_detail: (ctx, p) => adminCustomerDetail(ctx, p.customer_id),
  admin_adjust_wallet: (ctx, p) => adminAdjustWallet(ctx, p),
  admin_adjust_points: (ctx, p) => adminAdjustPoints(ctx, p),
} satisfies Partial<Handlers>;
