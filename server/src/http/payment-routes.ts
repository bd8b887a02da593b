import { findHostileValue, MAX_PAYLOAD_DEPTH, zText } from '@larder/contract/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anonymousCtx, type AppState } from '../ctx';
import { type FieldError, invalid, notFound } from '../lib/errors';
import { handleWebhook } from '../modules/payments/payment.service';
import { providers, WEBHOOK_SINK, type WebhookSink } from '../modules/payments/registry';
import { sendHttpError } from './http-errors';
import { parseBody } from './route-input';

/** The sandbox's payment ids (`tp_` and random base64url); anything else cannot be one. */
const SHEET_ID = /^tp_[A-Za-z0-9_-]{1,64}$/;

/** Provider names are short lower-case words; anything else is no provider of ours. */
const PROVIDER_NAME = /^[a-z][a-z0-9_-]{0,31}$/;

/**
 * What every provider sends is a JSON object: a body that is not one, or that holds NUL, lone
 * surrogates or a nesting no provider sends, is refused before its signature is checked.
 */
function checkWebhook(provider: string, rawBody: string): void {
  if (!PROVIDER_NAME.test(provider)) throw notFound('Unknown payment provider.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw invalid('The webhook body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The webhook body must be a JSON object.');
  const hostile = findHostileValue(body, MAX_PAYLOAD_DEPTH, 'body');
  if (hostile) throw invalid(hostile.message);
}

/** The card form's fields: text only (a number or an object is refused, not coerced). */
const ZConfirmCard = z.object({
  card_number: zText({ max: 40, label: 'card_number' }).default(''),
  expiry: zText({ max: 10, label: 'expiry' }).default(''),
  cvc: zText({ max: 8, label: 'cvc' }).default(''),
  postal_code: zText({ max: 20, label: 'postal_code' }).default(''),
});
type TConfirmCard = z.infer<typeof ZConfirmCard>;

const ZAuthenticate = z.object({
  result: z.enum(['pass', 'fail'], { error: 'result must be pass or fail' }).default('fail'),
});

/** What the card form checks, field by field (the sheet shows each message by its field). */
function cardProblems(b: TConfirmCard, now: Date): FieldError[] {
  const problems: FieldError[] = [];
  if (!/^\d{12,19}$/.test(b.card_number.replace(/\s/g, ''))) problems.push({ field: 'card_number', message: 'Enter a card number' });
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(b.expiry);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) problems.push({ field: 'expiry', message: 'Enter the expiry as MM/YY' });
  else if (new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1)) <= now)
    problems.push({ field: 'expiry', message: 'This card has expired' });
  if (!/^\d{3,4}$/.test(b.cvc)) problems.push({ field: 'cvc', message: 'Enter the 3-digit security code' });
  if (!b.postal_code) problems.push({ field: 'postal_code', message: 'Enter the postcode' });
  return problems;
}

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
        const rawBody = typeof req.body === 'string' ? req.body : '';
        checkWebhook(req.params.provider, rawBody);
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
        const r = await handleWebhook(anonymousCtx(state, req.log, req.ip), req.params.provider, rawBody, headers);
        return reply.send(r);
      } catch (err) {
        return sendHttpError(req, reply, err);
      }
    });
    done();
  });

  // ----- the test provider's hosted sheet -----
  // Every input is checked here, at the edge: the id's shape (an id that cannot exist is not looked
  // up), the body's fields and their types. Errors answer in the contract's shape: 404 for an
  // unknown payment, 417 for a card field that is missing, wrong or of the wrong type.
  const sheet = () => {
    const p = providers(state).test;
    if (!p) throw notFound('The test payment provider is not enabled.');
    return p;
  };
  const NO_SUCH = 'No such test payment';
  /** The payment's row, or 404 (also for an id that is not of the shape the sandbox makes). */
  const sheetPayment = async (id: string) => {
    const p = sheet();
    if (!SHEET_ID.test(id)) throw notFound(NO_SUCH);
    const row = await state.db.selectFrom('test_payment').select(['id', 'description']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(NO_SUCH);
    return { p, row };
  };
  const sheetRoute = <B>(handler: (id: string, body: B) => Promise<unknown>) => {
    return async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      try {
        return reply.send(await handler(req.params.id, req.body as B));
      } catch (err) {
        return sendHttpError(req, reply, err);
      }
    };
  };

  app.get<{ Params: { id: string } }>(
    '/api/test-provider/payments/:id',
    sheetRoute(async (id) => {
      const { p, row } = await sheetPayment(id);
      return { ...(await p.getPayment(row.id)), description: row.description, test_mode: true };
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/api/test-provider/payments/:id/confirm',
    sheetRoute(async (id, body: unknown) => {
      const card = parseBody(ZConfirmCard, body);
      const problems = cardProblems(card, state.clock.now());
      if (problems.length) throw invalid(problems.map((x) => x.message).join('; '), problems);
      const { p, row } = await sheetPayment(id);
      return p.confirm(row.id, { number: card.card_number });
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/api/test-provider/payments/:id/authenticate',
    sheetRoute(async (id, body: unknown) => {
      const { result } = parseBody(ZAuthenticate, body);
      const { p, row } = await sheetPayment(id);
      return p.authenticate(row.id, result === 'pass');
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/api/test-provider/payments/:id/cancel',
    sheetRoute(async (id) => {
      const { p, row } = await sheetPayment(id);
      return p.cancel(row.id);
    }),
  );

  app.get('/api/resource/Squareup Settings', (_req, reply) => {
    const square = providers(state).get('square');
    return reply.send({ data: square ? square.publicSettings() : { enabled: 0 } });
  });
}
