import { type CallDef, type CallName, calls } from '@larder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppState, Caller, Ctx } from '../ctx';
import { discardUploads, readUploadPayload } from '../http/uploads';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { ArrivalOrder } from './arrival-order';
import { resolveCaller } from './caller';
import { csvDownloads, wantsCsv } from './csv-downloads';
import { refusalMessage, serverMessages, toFrappeError } from './frappe-errors';
import type { Handler } from './handler-types';
import { handlers } from './handlers';
import { RawJson } from './raw-json';
import { parsePayload } from './validate';

export interface DispatcherOptions {
  /** Check every result against the contract (tests and development): a mismatch is a 500. */
  validateResults: boolean;
}

/** `/api/method/go1_commerce.v2.category.get_parent_categories` -> `get_parent_categories`. */
export function methodName(raw: string): string {
  const dot = raw.lastIndexOf('.');
  return dot >= 0 ? raw.slice(dot + 1) : raw;
}

function authorise(def: CallDef, caller: Caller): void {
  if (def.auth === 'customer' && caller.kind !== 'customer') {
    throw caller.kind === 'staff' ? forbidden('This is for customers only.') : unauthorized();
  }
  // The console's calls answer 403 to everyone who is not staff with the call's role (guests included).
  if (def.auth === 'staff' && (caller.kind !== 'staff' || (def.roles && !def.roles.includes(caller.role)))) {
    throw forbidden(caller.kind === 'staff' ? 'Your role does not allow this.' : 'This is for the shop’s staff only.');
  }
}

function sendError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const { status, body, expected, retryAfterSeconds } = toFrappeError(err);
  if (!expected) req.log.error({ err }, 'call failed');
  // An outage answers every call 503: the pool's 'connection lost' warnings and /readyz report it, not each call.
  else if (status === 503)
    req.log.info({ status, err: err instanceof Error ? err.message : String(err) }, 'call failed: service unavailable');
  // A refusal is the shopper's business (a wrong password, a sold-out item), not the operator's; rate limits are.
  else if (status === 429) req.log.info({ status, err: body.message }, 'call refused: rate limited');
  else req.log.debug({ status, err: body.message }, 'call refused');
  if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The rpc dispatcher: the spec's call catalogue over `/api/method/<name>` with Frappe's envelope. */
export function registerRpc(app: FastifyInstance, state: AppState, opts: DispatcherOptions): void {
  const arrivals = new ArrivalOrder();
  const handle = async (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    await arrivals.turn();
    let raw: unknown;
    try {
      const name = methodName(req.params.name);
      if (!Object.hasOwn(calls, name)) throw new AppError('NOT_FOUND', `Method ${name} not found`);
      const def = calls[name as CallName] as CallDef;
      if (req.method === 'GET' && def.http !== 'GET') {
        throw new AppError('METHOD_NOT_ALLOWED', `${name} must be called with POST`);
      }
      const caller = await resolveCaller(state, req);
      authorise(def, caller);
      raw = req.method === 'GET' ? req.query : req.isMultipart() ? await readUploadPayload(req, def) : req.body;
      const payload = parsePayload(def.payload, raw);
      const ctx: Ctx = { db: state.db, dialect: state.dialect, caller, ip: req.ip, clock: state.clock, log: req.log, app: state };
      const download = wantsCsv(req.headers.accept) ? csvDownloads[name as CallName] : undefined;
      if (download) {
        const file = await (download as (c: Ctx, p: unknown) => ReturnType<NonNullable<typeof download>>)(ctx, payload);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      }
      const handler = handlers[name as CallName] as Handler<CallName>;
      const result = await handler(ctx, payload as never);
      reply.type('application/json; charset=utf-8');
      if (result === undefined) return reply.send('{}');
      if (opts.validateResults) {
        const message: unknown =
          result instanceof RawJson ? (JSON.parse(result.body.toString('utf8')) as { message: unknown }).message : result;
        const check = def.result.safeParse(message);
        if (!check.success) {
          req.log.error({ issues: check.error.issues.slice(0, 5), name }, 'result does not match the contract');
          throw new Error(`Result of ${name} does not match the contract`);
        }
      }
      if (result instanceof RawJson) return reply.send(result.body);
      const refused = refusalMessage(result);
      if (refused !== null)
        return reply.send(JSON.stringify({ message: result, _server_messages: serverMessages(refused, { raised: false }) }));
      return reply.send(JSON.stringify({ message: result }));
    } catch (err) {
      return sendError(req, reply, err);
    } finally {
      discardUploads(raw);
    }
  };

  app.post('/api/method/:name', handle);
  app.get('/api/method/:name', handle);
}
