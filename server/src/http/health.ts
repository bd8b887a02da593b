import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppState } from '../ctx';

export function registerHealth(app: FastifyInstance, state: AppState): void {
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(state.db);
      return reply.send({ status: 'ready', database: state.dialect });
    } catch (err) {
      req.log.error({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', database: state.dialect });
    }
  });
}
