import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymousCtx, type AppState } from '../ctx';
import { serverMessages } from '../rpc/frappe-errors';
import { pageHead, renderHead } from './seo';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * the SPA shell for any other GET path that is not part of the API. Catalogue pages get their
 * title, description, canonical link, Open Graph tags and JSON-LD rendered into the shell.
 */
export async function registerStaticWeb(app: FastifyInstance, state: AppState): Promise<void> {
  const { webDist, mediaDir } = state.config;
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const indexFile = path.join(webDist, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders(reply, filePath) {
        const rel = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
        reply.header('cache-control', HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendShell = async (req: FastifyRequest, reply: FastifyReply, html: string) => {
    const head = await pageHead(anonymousCtx(state, req.log), req.url).catch((err: unknown) => {
      req.log.error({ err }, 'page head failed');
      return null;
    });
    return reply
      .code(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(head ? renderHead(html, head) : html);
  };
  if (shell) app.get('/', (req, reply) => sendShell(req, reply, shell));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !req.url.startsWith('/media/');
    if (isPage && shell) return sendShell(req, reply, shell);
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ exc_type: 'DoesNotExistError', message: 'Not found', _server_messages: serverMessages('Not found') });
  });
}
