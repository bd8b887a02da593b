import type { Handlers } from '../../rpc/handler-types';
import { auditLog, listStaff, me, saveStaff, setPassword, staffLogin, staffLogout } from './staff.service';

export const adminCoreRpc = {
  admin_login: (ctx, p) => staffLogin(ctx, p.email, p.password),
  admin_logout: (ctx) => staffLogout(ctx),
  admin_me: (ctx) => me(ctx),
  admin_set_password: (ctx, p) => setPassword(ctx, p.token, p.password),
  admin_staff_list: (ctx) => listStaff(ctx),
  admin_save_staff: (ctx, p) => saveStaff(ctx, p),
  admin_audit_log: (ctx, p) => auditLog(ctx, p),
} satisfies Partial<Handlers>;
