import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { CacheVersions } from './cache/cache-versions';
import type { Config } from './config';
import type { AppState } from './ctx';
import type { DbHandle } from './db/connect';
import { registerBodyParsers } from './http/body-parsers';
import { registerContentRoutes } from './http/content-routes';
import { registerHealth } from './http/health';
import { clientErrorHandler, frameworkErrors, sendHttpError } from './http/http-errors';
import { registerMetrics } from './http/metrics';
import { registerSecurity } from './http/security';
import { registerPaymentRoutes } from './http/payment-routes';
import { registerSeo } from './http/seo';
import { registerStaticWeb } from './http/static-web';
import { type Clock, systemClock } from './lib/clock';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer';
import { MemoryRateLimitStore, RedisRateLimitStore } from './lib/rate-limit';
import { registerRpc } from './rpc/dispatcher';

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  clock?: Clock;
  /** Check results against the contract (on in tests). */
  validateResults?: boolean;
  logger?: boolean;
  /** Replaces the configured mailer (tests keep mail in memory). */
  mailer?: Mailer;
}

export interface LarderApp {
  app: FastifyInstance;
  state: AppState;
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp(opts: BuildOptions): Promise<LarderApp> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Fastify's own refusals (a URL it cannot decode...) and the HTTP parser's answer in the contract's shape.
    frameworkErrors,
    clientErrorHandler,
  });

  const cache = new CacheVersions(database.db, config.cachePollMs);
  await cache.start();
  const limits = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore();
  limits.scale = config.rateLimitScale;
  const state: AppState = {
    config,
    db: database.db,
    dialect: database.dialect,
    sqlite: database.sqlite,
    cache,
    clock: opts.clock ?? systemClock,
    limits,
    mailer:
      opts.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : outboxMailer(config.outboxDir, config.mailFrom, (m) => app.log.info(m))),
    memos: new Map(),
    log: app.log,
  };
  app.addHook('onClose', async () => {
    cache.stop();
    await state.limits.close();
  });
  // While shutting down, answers still in flight close their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.setErrorHandler((err, req, reply) => sendHttpError(req, reply, err));

  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerBodyParsers(app);
  registerHealth(app, state);
  registerMetrics(app, state);
  registerRpc(app, state, { validateResults: opts.validateResults ?? false });
  await registerPaymentRoutes(app, state);
  registerContentRoutes(app, state);
  registerSeo(app, state);
  await registerStaticWeb(app, state);
  return { app, state };
}
