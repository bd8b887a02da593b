import type { FastifyInstance } from 'fastify';

/** An answer slower than this is worth an operator's look. */
export const SLOW_ANSWER_MS = 1000;

/**
 * One line per request is what a developer wants, not an operator: Fastify's own request lines are
 * off (disableRequestLogging) and each answer is logged here at debug, a slow one at warn. Failures
 * are logged where they happen (rpc/dispatcher.ts, http/http-errors.ts) at error.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: req.method, url: req.url, status: reply.statusCode, ms };
    if (ms >= SLOW_ANSWER_MS) req.log.warn(line, 'slow answer');
    else req.log.debug(line, 'answered');
    done();
  });
}
