import type { Handlers } from '../../rpc/handler-types';
import { checkGuest, login, logout, sendPasswordReset, updatePassword } from './auth.service';
import { insertCustomers } from './insert-customers';
import { getCustomerInfo, updateProfile } from './profile.service';
import { socialLogin } from './social-login';

export const customersRpc = {
  login: (ctx, p) => login(ctx, p),
  insert_customers: (ctx, p) => insertCustomers(ctx, p.data),
  check_guest_customer: (ctx, p) => checkGuest(ctx, p.customer_id),
  get_customer_info: (ctx, p) => getCustomerInfo(ctx, p.guest_id),
  update_doc: (ctx, p) => updateProfile(ctx, p.doc),
  update_password: (ctx, p) => updatePassword(ctx, p),
  send_user_forget_pwd_mail: (ctx, p) => sendPasswordReset(ctx, p.user),
  social_login_customer: (ctx, p) => socialLogin(ctx, p.data, p.get_user_token),
  logout: (ctx) => logout(ctx),
} satisfies Partial<Handlers>;
