import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anonymousCtx, type AppState, type Ctx } from '../ctx';
import { invalid } from '../lib/errors';
import { appConfig } from '../modules/content/app-config.service';
import { confirmNewsletter, customersByEmail } from '../modules/content/pages.service';
import { setPlayerId } from '../modules/notifications/push.service';
import { resolveCaller } from '../rpc/caller';
import { toFrappeError } from '../rpc/frappe-errors';

const HEARTBEAT_MS = 25_000;

/**
 * Routes outside the call catalogue: the live app config and its event stream, the newsletter's
 * e-mailed links, and the spec's `Customers` resource narrowed to the caller's own record.
 */
export function registerContentRoutes(app: FastifyInstance, state: AppState): void {
  const ctxOf = async (req: FastifyRequest): Promise<Ctx> => ({
    ...anonymousCtx(state, req.log, req.ip),
    caller: await resolveCaller(state, req),
  });
  const fail = (reply: FastifyReply, err: unknown) => {
    const { status, body } = toFrappeError(err);
    return reply.code(status).send(body);
  };

  app.get('/api/app-config', async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.send(await appConfig(anonymousCtx(state, req.log)));
  });

  // Server-sent events: the config now, then again whenever the store's settings change (in this
  // process at once, from other processes within the cache poll interval).
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', (done) => {
    for (const s of streams) s.end();
    done();
  });
  app.get('/api/app-config/stream', (req, reply) => {
    const headers = {
      ...reply.getHeaders(),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    };
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, headers as Record<string, string>);
    streams.add(res);
    let last = '';
    const push = async () => {
      try {
        const json = JSON.stringify(await appConfig(anonymousCtx(state, req.log)));
        if (json === last || res.writableEnded) return;
        last = json;
        res.write(`event: config\ndata: ${json}\n\n`);
      } catch (err) {
        req.log.warn({ err }, 'app config stream update failed');
      }
    };
    void push();
    const off = state.cache.onChange((scope) => {
      if (scope === 'settings') void push();
    });
    const beat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      off();
      clearInterval(beat);
      streams.delete(res);
    });
  });

  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.get<{ Querystring: { token?: string } }>(`/api/newsletter/${action}`, async (req, reply) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const ok = token.length > 10 && token.length < 100 && (await confirmNewsletter(anonymousCtx(state, req.log, req.ip), token, action));
      const status = !ok ? 'invalid' : action === 'confirm' ? 'confirmed' : 'unsubscribed';
      return reply.redirect(`/newsletter?status=${status}`, 303);
    });
  }

  // GET Customers?filters=[["email","=",...]]: only ever the caller's own record.
  app.get<{ Querystring: { filters?: string } }>('/api/resource/Customers', async (req, reply) => {
    try {
      const ctx = await ctxOf(req);
      let email = '';
      try {
        const f = JSON.parse(req.query.filters ?? '[]') as unknown;
        const hit = Array.isArray(f)
          ? f.find((x): x is [string, string, string] => Array.isArray(x) && x[0] === 'email' && x[1] === '=' && typeof x[2] === 'string')
          : undefined;
        email = hit?.[2] ?? '';
      } catch {
        throw invalid('filters must be JSON such as [["email","=","you@example.com"]]');
      }
      if (!email) throw invalid('Filter by your e-mail: [["email","=","you@example.com"]]');
      return reply.send({ data: await customersByEmail(ctx, email) });
    } catch (err) {
      return fail(reply, err);
    }
  });

  // PUT Customers/{id} {player_id}: the caller's own record, that field only.
  const ZPut = z.object({
    player_id: z
      .string({ error: 'player_id is required' })
      .max(64, { error: 'player_id is too long' })
      .regex(/^[A-Za-z0-9_-]*$/, { error: 'player_id is not valid' }),
  });
  app.put<{ Params: { id: string } }>('/api/resource/Customers/:id', async (req, reply) => {
    try {
      const ctx = await ctxOf(req);
      const parsed = ZPut.safeParse(typeof req.body === 'string' ? JSON.parse(req.body || '{}') : req.body);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'player_id is not valid');
      return reply.send({ data: await setPlayerId(ctx, decodeURIComponent(req.params.id), parsed.data.player_id) });
    } catch (err) {
      return fail(reply, err);
    }
  });
}
