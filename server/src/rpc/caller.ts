import type { FastifyRequest } from 'fastify';
import type { AppState, Caller } from '../ctx';
import { unauthorized } from '../lib/errors';
import { parseAuthorization, verifyToken } from '../modules/auth/tokens';

/**
 * Decides who is calling from the Authorization header. No header: anonymous (a guest is
 * recognised later by its unguessable reference). A header that does not verify: 401, as Frappe
 * rejects a wrong key/secret pair before any handler runs.
 */
export async function resolveCaller(app: AppState, req: FastifyRequest): Promise<Caller> {
  const header = req.headers.authorization;
  if (!header) return { kind: 'anonymous' };
  const creds = parseAuthorization(header);
  if (!creds) throw unauthorized('Invalid authorization header. Expected: token <api_key>:<api_secret>');
  const subject = await verifyToken(app.db, creds.apiKey, creds.apiSecret, app.clock.now());
  if (!subject) throw unauthorized('Invalid or expired token. Please sign in again.');
  if (subject.type === 'customer') return { kind: 'customer', customerId: subject.id, apiKey: subject.apiKey };
  // Staff: the role is read fresh on every call, so a change or a deactivation takes effect at once.
  const staff = await app.db.selectFrom('staff').select(['role', 'is_active']).where('id', '=', subject.id).executeTakeFirst();
  if (!staff?.is_active) throw unauthorized('Invalid or expired token. Please sign in again.');
  return { kind: 'staff', staffId: subject.id, role: staff.role, apiKey: subject.apiKey };
}
