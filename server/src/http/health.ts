import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppState } from '../ctx';

/** /readyz waits this long for the database before answering 503 (a balancer's probe times out soon after). */
const READY_TIMEOUT_MS = 2000;

/**
 * /healthz: the process answers (never touches the database, so a balancer does not restart a
 * process for a database outage). /readyz: the database answers too; 503 while it does not, 200
 * again as soon as it does (the pool reconnects by itself).
 */
export function registerHealth(app: FastifyInstance, state: AppState): void {
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(state.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      return reply.send({ status: 'ready', database: state.dialect });
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'not ready: database not reachable');
      return reply.code(503).send({ status: 'unavailable', database: state.dialect });
    } finally {
      clearTimeout(timer);
    }
  });
}
