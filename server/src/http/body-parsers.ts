import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors';

/**
 * Bodies as spec clients send them: JSON (an empty body is an empty payload), form-encoded, or
 * JSON posted as text/plain. Malformed JSON is a 417 in the contract's error shape.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parseJson = (_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) => {
    if (body.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(body));
    } catch {
      done(invalid('The request body is not valid JSON.'));
    }
  };
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 1024 * 1024 }, parseJson);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
}
