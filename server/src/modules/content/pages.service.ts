import { randomBytes, createHash } from 'node:crypto';
import type { TBlock } from '@larder/contract/content';
import { type Ctx } from '../../ctx';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { getCategoryTree } from '../catalog/category-tree';
import { getBusiness, getStoreSettings } from '../settings/settings.service';

const parseBlocks = (json: string) => JSON.parse(json) as TBlock[];

export async function pageDetails(ctx: Ctx, route: string) {
  const r = route.replace(/^\/+/, '');
  const p = await ctx.db.selectFrom('info_page').selectAll().where('route', '=', r).where('is_published', '=', 1).executeTakeFirst();
  if (!p) throw notFound('Page not found.');
  return {
    name: p.route,
    route: p.route,
    title: p.title,
    content: parseBlocks(p.content),
    meta_title: p.title,
    meta_description: p.meta_description,
  };
}

export async function scrollContent(ctx: Ctx) {
  return ctx.db.selectFrom('scroll_content').select(['text', 'route']).where('is_active', '=', 1).orderBy('display_order').execute();
}

export async function generalSettings(ctx: Ctx) {
  const [s, b] = await Promise.all([getStoreSettings(ctx), getBusiness(ctx, 'BS-00001').catch(() => null)]);
  return {
    store_name: s.store_name,
    email: b?.email ?? '',
    phone: b?.phone ?? '',
    address: b ? `${b.address}, ${b.city} ${b.zipcode}` : '',
    opening_hours: s.opening_hours,
    social: s.social,
  };
}

/** Public settings a client may read (never secrets). */
export async function settingsList(ctx: Ctx) {
  const s = await getStoreSettings(ctx);
  const keys = [
    'store_name',
    'currency',
    'default_country',
    'time_zone',
    'min_basket',
    'basket_charge',
    'free_delivery_over',
    'slot_days_ahead',
    'slot_cutoff_minutes',
    'slot_hold_minutes',
    'points_per_pound',
    'point_value_pence',
  ] as const;
  return keys.map((key) => ({ key, value: s[key] }));
}

const STATIC_ROUTES: { route: string; title: string }[] = [
  { route: '/', title: 'Home' },
  { route: '/c', title: 'All categories' },
  { route: '/brands', title: 'Brands' },
  { route: '/blog-list', title: 'Recipes & guides' },
  { route: '/subscriptions', title: 'Delivery Saver' },
  { route: '/contact-us', title: 'Contact Us' },
];

export async function allRoutes(ctx: Ctx) {
  const [pages, tree] = await Promise.all([
    ctx.db.selectFrom('info_page').select(['route', 'title']).where('is_published', '=', 1).execute(),
    getCategoryTree(ctx),
  ]);
  return [
    ...STATIC_ROUTES.map((r) => ({ ...r, type: 'page' })),
    ...pages.map((p) => ({ route: `/${p.route}`, title: p.title, type: 'info' })),
    ...[...tree.byId.values()].map((c) => ({ route: `/c/${c.route}`, title: c.name, type: 'category' })),
  ];
}

/** contactform: stored and e-mailed to the shop; rate limited per IP against spam. */
export async function contactForm(
  ctx: Ctx,
  input: { username: string; mailid: string; phonenumber?: string; subject: string; message: string },
) {
  await enforceLimits(ctx.app.limits, [
    { key: `contact:ip:${ctx.ip}`, max: 5, windowSec: 600 },
    { key: `contact:mail:${input.mailid.toLowerCase()}`, max: 5, windowSec: 3600 },
  ]);
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('contact_enquiry')
    .values({
      id: `CE-${randomId(9)}`,
      name: input.username,
      email: input.mailid.toLowerCase(),
      phone: input.phonenumber ?? '',
      subject: input.subject,
      message: input.message,
      ip: ctx.ip,
      created_at: now,
    })
    .execute();
  const shop = await generalSettings(ctx);
  await ctx.app.mailer.send({
    to: shop.email || 'hello@larder.example',
    subject: `Contact form: ${input.subject}`,
    // Replying answers the shopper, not the shop's own address.
    replyTo: { name: input.username, address: input.mailid },
    text: `From: ${input.username} <${input.mailid}>${input.phonenumber ? `, ${input.phonenumber}` : ''}\n\n${input.message}\n`,
  });
  return { status: 'success' as const, message: 'Thank you for your message. We will get back to you within one working day.' };
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** insert_email_subscription: double opt-in — pending until the e-mailed confirmation link is opened. */
export async function subscribeNewsletter(ctx: Ctx, email: string) {
  const e = email.trim().toLowerCase();
  await enforceLimits(ctx.app.limits, [
    { key: `newsletter:ip:${ctx.ip}`, max: 10, windowSec: 3600 },
    { key: `newsletter:mail:${e}`, max: 3, windowSec: 3600 },
  ]);
  const existing = await ctx.db.selectFrom('newsletter_subscriber').selectAll().where('email', '=', e).executeTakeFirst();
  if (existing?.status === 'confirmed') return { status: 'success' as const, message: 'You are already subscribed.' };
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('newsletter_subscriber')
    .values({ email: e, status: 'pending', token_hash: hash(token), created_at: now, confirmed_at: null, unsubscribed_at: null })
    .onConflict((oc) => oc.column('email').doUpdateSet({ status: 'pending', token_hash: hash(token), created_at: now }))
    .execute();
  const base = ctx.app.config.publicUrl;
  await ctx.app.mailer.send({
    to: e,
    subject: 'Please confirm your Larder newsletter subscription',
    text: `Please confirm you want our weekly offers and recipes:\n${base}/api/newsletter/confirm?token=${token}\n\nYou can unsubscribe at any time:\n${base}/api/newsletter/unsubscribe?token=${token}\n`,
  });
  return { status: 'success' as const, message: 'Please check your inbox and confirm your subscription.' };
}

export async function confirmNewsletter(ctx: Ctx, token: string, action: 'confirm' | 'unsubscribe'): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  const res = await ctx.db
    .updateTable('newsletter_subscriber')
    .set(action === 'confirm' ? { status: 'confirmed', confirmed_at: now } : { status: 'unsubscribed', unsubscribed_at: now })
    .where('token_hash', '=', hash(token))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** insert_doc, narrowed: only a birthday club membership, only for the caller's own e-mail. */
export async function joinBirthdayClub(ctx: Ctx, input: { email: string; day: number; month: string }) {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  const me = await ctx.db.selectFrom('customer').select(['id', 'email']).where('id', '=', ctx.caller.customerId).executeTakeFirstOrThrow();
  const email = input.email.trim().toLowerCase();
  if (email !== me.email) throw forbidden('You can only join with your own e-mail address.');
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('birthday_club_member')
    .values({ email, customer_id: me.id, day: input.day, month: input.month, created_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ day: input.day, month: input.month }))
    .execute();
  return {
    status: 'success' as const,
    message: 'Welcome to the birthday club!',
    doc: { name: email, email, day: input.day, month: input.month },
  };
}

/** The spec's "Customers by e-mail" lookup, limited to the caller's own e-mail. */
export async function customersByEmail(ctx: Ctx, email: string) {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  const me = await ctx.db
    .selectFrom('customer')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', ctx.caller.customerId)
    .executeTakeFirstOrThrow();
  if (email.trim().toLowerCase() !== me.email) return [];
  const member = await ctx.db.selectFrom('birthday_club_member').select(['day', 'month']).where('email', '=', me.email).executeTakeFirst();
  return [
    { name: me.id, email: me.email, full_name: [me.first_name, me.last_name].filter(Boolean).join(' '), birthday_club: member ?? null },
  ];
}
