import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { invalid } from '../../../lib/errors';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { randomId } from '../../../lib/ids';
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, ProviderPayment, WebhookEvent } from '../provider';
import { WebhookSignatureError } from '../provider';
import type { TestPaymentRow } from '../payments.table';

/**
 * The built-in test provider: a sandbox that lives in Larder's own database and is paid through
 * Larder's own hosted sheet (TEST MODE). Test cards decide the outcome, like a provider's sandbox:
 */
export const TEST_CARDS = {
  '4242424242424242': 'Succeeds',
  '4000002760003184': 'Asks for 3-D Secure authentication (then pass or fail it)',
  '4000008400001629': 'Fails 3-D Secure authentication',
  '4000000000000002': 'Declined',
} as const;

export type TestOutcome =
  { status: 'succeeded' } | { status: 'requires_action' } | { status: 'failed'; failure: string; authenticationFailed: boolean };

/** What a test card does (pure; the sheet and the tests agree on it). */
export function outcomeForCard(number: string): TestOutcome {
  const n = number.replace(/\D/g, '');
  if (n === '4242424242424242') return { status: 'succeeded' };
  if (n === '4000002760003184') return { status: 'requires_action' };
  if (n === '4000008400001629')
    return { status: 'failed', failure: "Payment failed because cardholder couldn't be authenticated", authenticationFailed: true };
  if (n === '4000000000000002') return { status: 'failed', failure: 'Your card was declined.', authenticationFailed: false };
  return { status: 'failed', failure: 'TEST MODE: use one of the test card numbers.', authenticationFailed: false };
}

/**
 * Card tokens a client sends to be charged by the server (make_payment, process_payment), as the
 * test card they stand for: Stripe's and Square's sandbox names, or a test card number itself.
 */
const TOKEN_CARDS: Record<string, string> = {
  tok_visa: '4242424242424242',
  pm_card_visa: '4242424242424242',
  'cnon:card-nonce-ok': '4242424242424242',
  tok_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  'cnon:card-nonce-declined': '4000000000000002',
  tok_threeDSecure2Required: '4000002760003184',
  pm_card_threeDSecure2Required: '4000002760003184',
  pm_card_authenticationRequired: '4000002760003184',
};

export function cardForToken(token: string): string {
  return TOKEN_CARDS[token] ?? token;
}

/** What the test provider's webhooks carry (a signed body is still checked: the default secret is public). */
const ZTestEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.authorized', 'payment.failed', 'refund.succeeded', 'other']),
  data: z.object({ payment_ref: z.string().min(1).max(100), amount: z.number().int().min(0), currency: z.string().min(3).max(3) }),
});

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function signTestWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function toProvider(r: TestPaymentRow): ProviderPayment {
  const status = r.status === 'requires_payment' ? 'pending' : r.status;
  return {
    providerRef: r.id,
    status,
    amount: r.amount,
    currency: r.currency,
    ...(r.failure ? { failureMessage: r.failure } : {}),
    ...(r.authentication_failed ? { authenticationFailed: true } : {}),
  };
}

/** Paying succeeded: the money is taken, or with manual capture only authorised. */
function paid(row: TestPaymentRow) {
  return row.capture_method === 'manual'
    ? { status: 'authorized' as const, authorized_amount: row.amount }
    : { status: 'succeeded' as const };
}

const EVENT_TYPE: Partial<Record<ProviderPayment['status'], WebhookEvent['type']>> = {
  authorized: 'payment.authorized',
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
};

export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  readonly partialCapture = true;
  /** Tests: this many next refund calls fail as if the provider could not be reached. */
  refundOutages = 0;
  /** Tests: this many next capture calls fail as if the provider could not be reached. */
  captureOutages = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly webhookSecret: string,
    /** Delivers the provider's webhook (signed raw body) to Larder, as a real provider would. */
    private readonly deliver: (rawBody: string, headers: Record<string, string>) => void,
  ) {}

  publicSettings() {
    return { provider: 'test', test_mode: true, test_cards: TEST_CARDS };
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const now = this.clock.now().toISOString();
    const id = `tp_${randomId(12)}`;
    await this.db
      .insertInto('test_payment')
      .values({
        id,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment',
        description: input.description,
        card_last4: '',
        failure: '',
        authentication_failed: 0,
        refunded_amount: 0,
        idempotency_key: input.idempotencyKey,
        capture_method: input.captureLater ? 'manual' : 'automatic',
        authorized_amount: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    let row = await this.db
      .selectFrom('test_payment')
      .selectAll()
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirstOrThrow();
    // Charged now, once: a repeated create (same key) finds it already paid, declined or waiting.
    if (input.confirm && input.sourceToken && row.status === 'requires_payment') {
      await this.confirm(row.id, { number: cardForToken(input.sourceToken) });
      row = await this.db.selectFrom('test_payment').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    }
    return {
      ...toProvider(row),
      clientData: {
        ...(row.status === 'requires_action'
          ? { next_action: { type: 'test_authenticate', url: `/api/test-provider/payments/${row.id}/authenticate` } }
          : {}),
        sheet: 'test',
        payment_ref: row.id,
        amount: row.amount,
        currency: row.currency,
        description: row.description,
        test_cards: TEST_CARDS,
      },
    };
  }

  async getPayment(providerRef: string): Promise<ProviderPayment> {
    const row = await this.db.selectFrom('test_payment').selectAll().where('id', '=', providerRef).executeTakeFirst();
    if (!row) throw new Error(`No such test payment: ${providerRef}`);
    return toProvider(row);
  }

  /**
   * Captures `amount` of an authorised payment and releases the rest: `amount` becomes what was
   * captured. One conditional update, so of two captures only one takes money; the other (and any
   * capture of a payment not waiting for one) reports the payment as it is.
   */
  async capture(providerRef: string, amount: number): Promise<ProviderPayment> {
    if (this.captureOutages > 0) {
      this.captureOutages--;
      throw new Error('TEST MODE: the provider is unreachable');
    }
    const row = await this.db.selectFrom('test_payment').selectAll().where('id', '=', providerRef).executeTakeFirst();
    if (!row) throw new Error(`No such test payment: ${providerRef}`);
    if (row.status !== 'authorized') return toProvider(row);
    if (!Number.isInteger(amount) || amount < 1 || amount > row.authorized_amount)
      throw new Error(`TEST MODE: cannot capture ${amount} of an authorisation of ${row.authorized_amount}`);
    const res = await this.db
      .updateTable('test_payment')
      .set({ status: 'succeeded', amount, updated_at: this.clock.now().toISOString() })
      .where('id', '=', providerRef)
      .where('status', '=', 'authorized')
      .executeTakeFirst();
    const after = await this.getPayment(providerRef);
    if (Number(res.numUpdatedRows) === 1) this.emit(after);
    return after;
  }

  /** Refunds at most what was paid; the same idempotency key gives the same refund. */
  async refund(providerRef: string, amount: number, idempotencyKey: string) {
    if (this.refundOutages > 0) {
      this.refundOutages--;
      throw new Error('TEST MODE: the provider is unreachable');
    }
    const seen = await this.db.selectFrom('test_refund').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (seen) return { refundRef: seen.id, status: 'succeeded' as const };
    const id = `tr_${randomId(9)}`;
    const now = this.clock.now().toISOString();
    const done = await this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('test_payment')
        .set({ refunded_amount: sql<number>`refunded_amount + ${amount}`, updated_at: now })
        .where('id', '=', providerRef)
        .where('status', '=', 'succeeded')
        .where(sql<boolean>`refunded_amount + ${amount} <= amount`)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('test_refund')
        .values({ id, payment_ref: providerRef, amount, idempotency_key: idempotencyKey, created_at: now })
        .execute();
      return true;
    });
    return done ? { refundRef: id, status: 'succeeded' as const } : { refundRef: '', status: 'failed' as const };
  }

  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
    const given = Buffer.from(headers['x-larder-test-signature'] ?? '', 'hex');
    const expected = Buffer.from(signTestWebhook(rawBody, this.webhookSecret), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Promise.reject(new WebhookSignatureError());
    const parsed = ZTestEvent.safeParse(safeJson(rawBody));
    if (!parsed.success) return Promise.reject(invalid('The webhook body is not a test-provider event.'));
    const e = parsed.data;
    return Promise.resolve({
      eventId: e.id,
      type: e.type,
      providerRef: e.data.payment_ref,
      amount: e.data.amount,
      currency: e.data.currency,
    });
  }

  verifyClientSignature() {
    return true;
  }

  // ----- the hosted sheet's actions (what the card form does at the "provider") -----

  async confirm(providerRef: string, card: { number: string }): Promise<ProviderPayment> {
    const row = await this.db.selectFrom('test_payment').selectAll().where('id', '=', providerRef).executeTakeFirst();
    if (!row) throw new Error('No such test payment');
    // Like a real provider: a paid, authorised or voided payment cannot be confirmed again.
    if (row.status === 'succeeded' || row.status === 'authorized' || row.status === 'canceled') return toProvider(row);
    const outcome = outcomeForCard(card.number);
    const last4 = card.number.replace(/\D/g, '').slice(-4);
    await this.db
      .updateTable('test_payment')
      .set({
        ...(outcome.status === 'succeeded' ? paid(row) : { status: outcome.status }),
        card_last4: last4,
        failure: outcome.status === 'failed' ? outcome.failure : '',
        authentication_failed: outcome.status === 'failed' && outcome.authenticationFailed ? 1 : 0,
        updated_at: this.clock.now().toISOString(),
      })
      .where('id', '=', providerRef)
      .execute();
    const after = await this.getPayment(providerRef);
    this.emit(after);
    return after;
  }

  async authenticate(providerRef: string, pass: boolean): Promise<ProviderPayment> {
    const row = await this.db.selectFrom('test_payment').selectAll().where('id', '=', providerRef).executeTakeFirst();
    if (!row || row.status !== 'requires_action') return this.getPayment(providerRef);
    await this.db
      .updateTable('test_payment')
      .set(
        pass
          ? { ...paid(row), updated_at: this.clock.now().toISOString() }
          : {
              status: 'failed',
              failure: "Payment failed because cardholder couldn't be authenticated",
              authentication_failed: 1,
              updated_at: this.clock.now().toISOString(),
            },
      )
      .where('id', '=', providerRef)
      .execute();
    const after = await this.getPayment(providerRef);
    this.emit(after);
    return after;
  }

  async cancel(providerRef: string): Promise<ProviderPayment> {
    await this.db
      .updateTable('test_payment')
      .set({ status: 'canceled', updated_at: this.clock.now().toISOString() })
      .where('id', '=', providerRef)
      // Like a Stripe intent: a declined payment could still be paid with another card, so it is
      // voided too; an authorised one is released.
      .where('status', 'in', ['requires_payment', 'requires_action', 'failed', 'authorized'])
      .execute();
    return this.getPayment(providerRef);
  }

  private emit(p: ProviderPayment): void {
    const type = EVENT_TYPE[p.status];
    if (!type) return;
    const body = JSON.stringify({
      id: `evt_${randomId(10)}`,
      type,
      data: { payment_ref: p.providerRef, amount: p.amount, currency: p.currency },
    });
    this.deliver(body, { 'x-larder-test-signature': signTestWebhook(body, this.webhookSecret) });
  }
}
