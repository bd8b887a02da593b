import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { zEmail } from '@larder/contract/customers';
import { zRef, zText } from '@larder/contract/wire';
import { z } from 'zod';
import { anonymousCtx, type AppState, type Ctx } from '../ctx';
import { invalid } from '../lib/errors';
import { appConfig } from '../modules/content/app-config.service';
import { confirmNewsletter, customersByEmail } from '../modules/content/pages.service';
import { setPlayerId } from '../modules/customers/devices';
import { resolveCaller } from '../rpc/caller';
import { parsePayload } from '../rpc/validate';
import { sendHttpError } from './http-errors';
import { decodeParam, parseBody } from './route-input';

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
  const FILTER_HELP = 'filters must be JSON such as [["email","=","you@example.com"]]';
  const ZFilters = z.object({ filters: zText({ max: 2000, label: 'filters' }).default('[]') });
  const ZEmailFilter = z.object({ email: zEmail() });
  app.get('/api/resource/Customers', async (req, reply) => {
    try {
      const ctx = await ctxOf(req);
      const { filters } = parsePayload(ZFilters, req.query);
      let f: unknown;
      try {
        f = JSON.parse(filters);
      } catch {
        throw invalid(FILTER_HELP);
      }
      const hit = Array.isArray(f)
        ? f.find((x): x is [string, string, unknown] => Array.isArray(x) && x[0] === 'email' && x[1] === '=')
        : undefined;
      if (!hit) throw invalid('Filter by your e-mail: [["email","=","you@example.com"]]');
      const { email } = parsePayload(ZEmailFilter, { email: hit[2] });
      return reply.send({ data: await customersByEmail(ctx, email) });
    } catch (err) {
      return sendHttpError(req, reply, err);
    }
  });

  // PUT Customers/{id} {player_id}: the caller's own record, that field only.
  const ZPut = z.object({
    player_id: z
      .string({ error: 'player_id is required' })
      .max(64, { error: 'player_id is too long' })
      .regex(/^[A-Za-z0-9_-]*$/, { error: 'player_id is not valid' }),
  });
  const ZCustomerRef = z.object({ id: zRef('Customer') });
  app.put<{ Params: { id: string } }>('/api/resource/Customers/:id', async (req, reply) => {
    try {
      const ctx = await ctxOf(req);
      const { id } = parsePayload(ZCustomerRef, { id: decodeParam(req.params.id) });
      const { player_id } = parseBody(ZPut, req.body);
      return reply.send({ data: await setPlayerId(ctx, id, player_id) });
    } catch (err) {
      return sendHttpError(req, reply, err);
    }
  });
}
