import { PUSH_LIMIT_PER_HOUR } from '@larder/contract/admin-content';
import { type Ctx, inTransaction } from '../../ctx';
import { AppError, invalid } from '../../lib/errors';
import { sortableId } from '../../lib/ids';
import { sendMarketingPush } from './notify.service';
import type { PushCampaignTable } from './notifications.table';
import { audit, staffOf } from '../audit/audit';

/**
 * Marketing pushes to every device that accepted notifications. The route must name a live
 * product or category (a tap opens /pr/<route> or /cl/<route>); at most a few go out per hour,
 * counted from the campaign rows so the limit holds across processes.
 */

const HOUR_MS = 3600_000;

function dto(r: PushCampaignTable) {
  return {
    name: r.id,
    title: r.title,
    body: r.body,
    target_type: r.target_type,
    route: r.route,
    sent_by: r.staff_email,
    sent: r.sent,
    failed: r.failed,
    removed: r.removed,
    created: r.created_at,
  };
}

async function sentSince(ctx: Ctx, since: Date) {
  return ctx.db
    .selectFrom('push_campaign')
    .select(['created_at'])
    .where('created_at', '>', since.toISOString())
    .orderBy('created_at')
    .execute();
}

export async function adminPushHistory(ctx: Ctx) {
  staffOf(ctx);
  const now = ctx.clock.now();
  const [recent, rows] = await Promise.all([
    sentSince(ctx, new Date(now.getTime() - HOUR_MS)),
    ctx.db.selectFrom('push_campaign').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute(),
  ]);
  return { limit_per_hour: PUSH_LIMIT_PER_HOUR, sent_last_hour: recent.length, campaigns: rows.map(dto) };
}

/** admin_send_push: checks the target and the hourly limit, records the campaign, then sends. */
export async function adminSendPush(
  ctx: Ctx,
  p: { title: string; body: string; target_type: 'Product' | 'Product Category'; route: string },
) {
  const { staffId } = staffOf(ctx);
  const route = p.route
    .trim()
    .replace(/^\/+(pr|cl|c)\//, '')
    .replace(/^\/+|\/+$/g, '');
  const row = await inTransaction(ctx, async (tx) => {
    const target =
      p.target_type === 'Product'
        ? await tx.db.selectFrom('product').select('route').where('route', '=', route).where('is_active', '=', 1).executeTakeFirst()
        : await tx.db.selectFrom('category').select('route').where('route', '=', route).where('is_active', '=', 1).executeTakeFirst();
    if (!target)
      throw invalid(`No ${p.target_type === 'Product' ? 'product' : 'category'} on sale has the route ${route || p.route}.`, [
        { field: 'route', message: `Choose an existing ${p.target_type === 'Product' ? 'product' : 'category'}` },
      ]);
    const now = tx.clock.now();
    const recent = await sentSince(tx, new Date(now.getTime() - HOUR_MS));
    if (recent.length >= PUSH_LIMIT_PER_HOUR) {
      const retry = Math.max(1, Math.ceil((new Date(recent[0]!.created_at).getTime() + HOUR_MS - now.getTime()) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `At most ${PUSH_LIMIT_PER_HOUR} pushes go out per hour, so customers are not bothered too often. Try again in ${Math.ceil(retry / 60)} minutes.`,
        undefined,
        retry,
      );
    }
    const who = await tx.db.selectFrom('staff').select('email').where('id', '=', staffId).executeTakeFirst();
    const r: PushCampaignTable = {
      id: sortableId('PUSH-', now),
      title: p.title,
      body: p.body,
      target_type: p.target_type,
      route,
      staff_id: staffId,
      staff_email: who?.email ?? '',
      sent: 0,
      failed: 0,
      removed: 0,
      created_at: now.toISOString(),
    };
    await tx.db.insertInto('push_campaign').values(r).execute();
    await audit(tx, 'send_push', 'push_campaign', r.id, null, { title: r.title, body: r.body, target_type: r.target_type, route });
    return r;
  });
  // Sent after the record is saved: devices are reached over the network, outside the transaction.
  const out = await sendMarketingPush(ctx, { title: p.title, body: p.body, topic: { type: p.target_type, route } });
  await ctx.db
    .updateTable('push_campaign')
    .set({ sent: out.sent, failed: out.failed, removed: out.removed })
    .where('id', '=', row.id)
    .execute();
  const campaign = dto({ ...row, ...out });
  return {
    status: 'success' as const,
    message: out.sent
      ? `Sent to ${out.sent} device${out.sent === 1 ? '' : 's'}.`
      : 'No device has accepted notifications yet: nothing was sent.',
    campaign,
  };
}
