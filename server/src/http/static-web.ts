import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymousCtx, type AppState } from '../ctx';
import { getStoreSettings } from '../modules/settings/settings.service';
import { renderFirstView } from './first-view';
import { frappeErrorBody } from './http-errors';
import { renderablePage, renderHead } from './seo';

const HASHED_ASSET = /^\/assets\//;
/** Phones get the home page's mobile content in their first view. */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod/i;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * the SPA shell for any other GET path that is not part of the API. Catalogue pages get their
 * title, description, canonical link, Open Graph tags and JSON-LD rendered into the shell, and
 * home, category and product pages their first view (see first-view.ts).
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

  const sendShell = async (req: FastifyRequest, reply: FastifyReply, shellHtml: string) => {
    const ctx = anonymousCtx(state, req.log);
    const mobile = MOBILE_AGENT.test(req.headers['user-agent'] ?? '');
    let html = shellHtml;
    let status = 200;
    try {
      const page = await renderablePage(ctx, req.url, mobile);
      if (page.head) {
        html = renderHead(html, page.head);
        status = page.head.status;
      }
      if (page.firstView) {
        const view = renderFirstView(page.firstView, (await getStoreSettings(ctx)).website_logo);
        // A function replacer: the view's shop text is not a replacement pattern.
        html = html.replace('<div id="root"></div>', () => `${view}<div id="root"></div>`);
      }
    } catch (err) {
      // The app renders the page itself; only the server's head start is lost.
      req.log.error({ err }, 'page head failed');
    }
    return (
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        // The first view differs for phones and computers.
        .header('vary', 'user-agent')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
  if (shell) app.get('/', (req, reply) => sendShell(req, reply, shell));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !req.url.startsWith('/media/');
    if (isPage && shell) return sendShell(req, reply, shell);
    return reply.code(404).type('application/json; charset=utf-8').send(frappeErrorBody(404, 'Not found'));
  });
}
