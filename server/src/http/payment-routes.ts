import type { FastifyInstance } from 'fastify';
import { anonymousCtx, type AppState } from '../ctx';
import { AppError } from '../lib/errors';
import { handleWebhook } from '../modules/payments/payment.service';
import { providers, WEBHOOK_SINK, type WebhookSink } from '../modules/payments/registry';
import { toFrappeError } from '../rpc/frappe-errors';

/**
 * Provider webhooks (signature-verified on the raw body) and the built-in test provider's
 * hosted-sheet endpoints. Also the spec's `Squareup Settings` resource (public values only).
 */
export async function registerPaymentRoutes(app: FastifyInstance, state: AppState): Promise<void> {
  const sink: WebhookSink = (provider, rawBody, headers) => {
    handleWebhook(anonymousCtx(state, state.log), provider, rawBody, headers).catch((err: unknown) =>
      state.log.error({ err, provider }, 'webhook failed'),
    );
  };
  state.memos.set(WEBHOOK_SINK, sink);
  await app.register((scope, _opts, done) => {
    // Webhook signatures are over the exact bytes sent: keep the body as a string.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/webhooks/:provider', async (req, reply) => {
      try {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
        const r = await handleWebhook(
          anonymousCtx(state, req.log, req.ip),
          req.params.provider,
          typeof req.body === 'string' ? req.body : '',
          headers,
        );
        return reply.send(r);
      } catch (err) {
        const { status, body } = toFrappeError(err);
        return reply.code(status).send(body);
      }
    });
    done();
  });

  const sheet = () => {
    const p = providers(state).test;
    if (!p) throw new AppError('NOT_FOUND', 'The test payment provider is not enabled.');
    return p;
  };
  const reply500 = (err: unknown) => toFrappeError(err);
  app.get<{ Params: { id: string } }>('/api/test-provider/payments/:id', async (req, reply) => {
    try {
      const p = await sheet().getPayment(req.params.id);
      const row = await state.db.selectFrom('test_payment').select(['description']).where('id', '=', req.params.id).executeTakeFirst();
      return reply.send({ ...p, description: row?.description ?? '', test_mode: true });
    } catch (err) {
      const { status, body } = reply500(err instanceof AppError ? err : new AppError('NOT_FOUND', 'No such test payment'));
      return reply.code(status).send(body);
    }
  });
  app.post<{ Params: { id: string }; Body: { card_number?: string; expiry?: string; cvc?: string; postal_code?: string } }>(
    '/api/test-provider/payments/:id/confirm',
    async (req, reply) => {
      const b = req.body ?? {};
      const problems: string[] = [];
      if (!/^\d{12,19}$/.test((b.card_number ?? '').replace(/\s/g, ''))) problems.push('Enter a card number');
      const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(b.expiry ?? '');
      if (!m || Number(m[1]) < 1 || Number(m[2]) > 12 + 99 || Number(m[1]) > 12) problems.push('Enter the expiry as MM/YY');
      else {
        const now = state.clock.now();
        const exp = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
        if (exp <= now) problems.push('This card has expired');
      }
      if (!/^\d{3,4}$/.test(b.cvc ?? '')) problems.push('Enter the 3-digit security code');
      if (!(b.postal_code ?? '').trim()) problems.push('Enter the postcode');
      if (problems.length) return reply.code(417).send({ exc_type: 'ValidationError', message: problems.join('; ') });
      try {
        return reply.send(await sheet().confirm(req.params.id, { number: b.card_number! }));
      } catch {
        return reply.code(404).send({ exc_type: 'DoesNotExistError', message: 'No such test payment' });
      }
    },
  );
  app.post<{ Params: { id: string }; Body: { result?: string } }>('/api/test-provider/payments/:id/authenticate', async (req, reply) =>
    reply.send(await sheet().authenticate(req.params.id, req.body?.result === 'pass')),
  );
  app.post<{ Params: { id: string } }>('/api/test-provider/payments/:id/cancel', async (req, reply) =>
    reply.send(await sheet().cancel(req.params.id)),
  );

  app.get('/api/resource/Squareup Settings', (_req, reply) => {
    const square = providers(state).get('square');
    return reply.send({ data: square ? square.publicSettings() : { enabled: 0 } });
  });
}
