import type { Ctx } from '../../ctx';
import { forbidden } from '../../lib/errors';
import { sortableId } from '../../lib/ids';

/** The signed-in staff member, or 403 (every admin service starts here). */
export function staffOf(ctx: Ctx): { staffId: string; role: 'owner' | 'manager' | 'picker' } {
  if (ctx.caller.kind !== 'staff') throw forbidden('This is for the shop’s staff only.');
  return { staffId: ctx.caller.staffId, role: ctx.caller.role };
}

/**
 * Writes one audit entry (who, when, what, before/after) in the caller's transaction, so a change
 * and its record are saved together or not at all.
 */
export async function audit(ctx: Ctx, action: string, entity: string, entityId: string, before: unknown, after: unknown): Promise<void> {
  const { staffId } = staffOf(ctx);
  const who = await ctx.db.selectFrom('staff').select('email').where('id', '=', staffId).executeTakeFirst();
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('audit_log')
    .values({
      id: sortableId('AUD-', now),
      staff_id: staffId,
      staff_email: who?.email ?? '',
      action,
      entity,
      entity_id: entityId,
      before: before === undefined || before === null ? null : JSON.stringify(before),
      after: after === undefined || after === null ? null : JSON.stringify(after),
      at: now.toISOString(),
    })
    .execute();
}
