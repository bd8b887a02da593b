import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { CacheVersions } from './cache/cache-versions';
import type { Config } from './config';
import type { AppState } from './ctx';
import type { DbHandle } from './db/connect';
import { registerBodyParsers } from './http/body-parsers';
import { registerUploads } from './http/uploads';
import { registerContentRoutes } from './http/content-routes';
import { registerHealth } from './http/health';
import { clientErrorHandler, frameworkErrors, sendHttpError } from './http/http-errors';
import { registerMetrics } from './http/metrics';
import { registerSecurity } from './http/security';
import { registerPaymentRoutes } from './http/payment-routes';
import { registerRequestLog } from './http/request-log';
import { registerSeo } from './http/seo';
import { registerStaticWeb } from './http/static-web';
import { type Clock, systemClock } from './lib/clock';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer';
import { FallbackRateLimitStore, MemoryRateLimitStore, RedisRateLimitStore } from './lib/rate-limit';
import { JOBS } from './jobs/jobs';
import { JobRunner } from './jobs/runner';
import { mergeGuestInto } from './modules/cart/merge';
import { registerGuestJoin } from './modules/customers/guest-join';
import { forgetDevices } from './modules/customers/devices';
import { registerForgetDevices } from './modules/notifications/push.service';
import { orderPayments } from './modules/orders/order-money';
import { registerPaymentPurposes } from './modules/payments/purposes';
import { walletTopups } from './modules/payments/topups';
import { billPayments } from './modules/subscriptions/subscriptions.service';
import { registerRpc } from './rpc/dispatcher';

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  clock?: Clock;
  /** Check results against the contract (on in tests). */
  validateResults?: boolean;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the configured mailer (tests keep mail in memory). */
  mailer?: Mailer;
}

export interface LarderApp {
  app: FastifyInstance;
  state: AppState;
  jobs: JobRunner;
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp(opts: BuildOptions): Promise<LarderApp> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Fastify's own refusals (a URL it cannot decode...) and the HTTP parser's answer in the contract's shape.
    frameworkErrors,
    clientErrorHandler,
  });

  // Connections PostgreSQL closes (a restart, pg_terminate_backend) are dropped and replaced by
  // the pool; calls that were using one answer 503 (rpc/frappe-errors.ts), /readyz tells the balancer.
  database.onConnectionLost((err) => app.log.warn({ err: err.message }, 'database connection lost; the pool will open a new one'));
  const cache = new CacheVersions(database.db, config.cachePollMs);
  await cache.start();
  const limits = config.redisUrl
    ? new FallbackRateLimitStore(new RedisRateLimitStore(config.redisUrl), app.log)
    : new MemoryRateLimitStore();
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
  // What a captured payment does, by what it pays for (decision 007).
  registerGuestJoin(state, mergeGuestInto);
  registerForgetDevices(state, forgetDevices);
  registerPaymentPurposes(state, { order: orderPayments, subscription: billPayments, wallet: walletTopups });
  const jobs = new JobRunner(state, JOBS);
  jobs.start(config.jobsTickMs);
  app.addHook('onClose', async () => {
    await jobs.stop();
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
  registerRequestLog(app);

  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerBodyParsers(app);
  await registerUploads(app);
  registerHealth(app, state);
  registerMetrics(app, state);
  registerRpc(app, state, { validateResults: opts.validateResults ?? false });
  await registerPaymentRoutes(app, state);
  registerContentRoutes(app, state);
  registerSeo(app, state);
  await registerStaticWeb(app, state);
  return { app, state, jobs };
}
