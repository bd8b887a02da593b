import type { TStartedPayment } from '@larder/contract/payments';
import { toMajor } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound, unauthorized } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { getStoreSettings } from '../settings/settings.service';
import { walletBalance } from '../wallet/wallet.service';
import { openAttempt, recordFailure, recordProviderRefs, settle, type SettleOutcome, voidAtProviders, voidLive } from './lifecycle';
import type { PaymentRow } from './payments.table';
import type { PaymentProvider, ProviderName, ProviderPayment } from './provider';
import { WebhookSignatureError } from './provider';
import { providers } from './registry';

export function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

function providerOrThrow(ctx: Ctx, name?: ProviderName): PaymentProvider {
  const all = providers(ctx.app);
  const p = name ? all.get(name) : all.enabled[0];
  if (!p || !all.enabled.includes(p))
    throw invalid(name ? `Card payments by ${name} are not available.` : 'Card payments are not available.');
  return p;
}

export interface Due {
  purpose: PaymentRow['purpose'];
  reference: string;
  amount: number;
  description: string;
  email: string;
  captureLater?: boolean;
}

/** What is owed, from the database: an order's outstanding amount, a subscription bill, or a top-up within bounds. */
export async function dueFor(
  ctx: Ctx,
  customerId: string,
  purpose: PaymentRow['purpose'],
  reference: string | undefined,
  amountMajor: number | undefined,
  /** An attempt not to count as an earlier one (the description of a charge being repeated). */
  ignoreAttempt?: string,
): Promise<Due> {
  const email = (await ctx.db.selectFrom('customer').select('email').where('id', '=', customerId).executeTakeFirst())?.email ?? '';
  const attempts = reference
    ? await ctx.db
        .selectFrom('payment')
        .select('id')
        .where('purpose', '=', purpose)
        .where('reference', '=', reference)
        .$if(ignoreAttempt !== undefined, (q) => q.where('id', '!=', ignoreAttempt!))
        .execute()
    : [];
  if (purpose === 'order') {
    const o = reference
      ? await ctx.db.selectFrom('orders').selectAll().where('id', '=', reference).where('customer_id', '=', customerId).executeTakeFirst()
      : undefined;
    if (!o) throw notFound('Order not found.');
    if (o.status === 'Cancelled') throw invalid('This order was cancelled.');
    // Paid in full when placed (wallet and points): the order is not asked for card money again,
    // not even the margin of its weighed lines, which picking settles from the wallet.
    if (o.payment_status === 'Authorized' || o.payment_status === 'Paid') throw invalid('This order is already paid.');
    // With weighed lines not yet picked, the card is authorised for the most the order may cost and charged after weighing.
    const captureLater = o.hold_amount > 0 && !o.picked_at;
    const amount = (captureLater ? o.hold_amount : o.total) - o.paid_amount;
    if (amount <= 0) throw invalid('This order is already paid.');
    return { purpose, reference: o.id, amount, description: attempts.length ? 'Order Repay' : o.id, email, captureLater };
  }
  if (purpose === 'subscription') {
    const o = reference
      ? await ctx.db
          .selectFrom('subscription_order')
          .selectAll()
          .where('id', '=', reference)
          .where('customer_id', '=', customerId)
          .executeTakeFirst()
      : undefined;
    if (!o) throw notFound('Order not found.');
    if (o.payment_status === 'Paid') throw invalid('This subscription is already paid.');
    if (o.payment_status === 'Cancelled') throw invalid('This bill was cancelled. Please choose the plan again.');
    return {
      purpose,
      reference: o.id,
      amount: o.amount - o.paid_amount,
      description: `${attempts.length ? 'Subscription Repay' : 'Subscription'},${o.subscription_id}`,
      email,
    };
  }
  const s = await getStoreSettings(ctx);
  if (!s.enable_wallet) throw invalid('The wallet is not available.');
  if (amountMajor === undefined) throw invalid('amount is required', [{ field: 'amount', message: 'Enter amount' }]);
  const amount = Math.round(amountMajor * 100);
  if (amount < s.wallet_min_topup || amount > s.wallet_max_topup) {
    const msg = `Enter an amount between £${(s.wallet_min_topup / 100).toFixed(2)} and £${(s.wallet_max_topup / 100).toFixed(2)}`;
    throw invalid(msg, [{ field: 'amount', message: msg }]);
  }
  return { purpose, reference: `WT-${randomId(9)}`, amount, description: 'Insert Wallet Amount', email };
}

/**
 * create_payment: the live attempt for what is owed now (never an amount the client chose, except
 * a top-up). An attempt already open for the same order is voided, here and at its provider, so
 * two tabs or a retry can never leave two payments able to complete.
 */
export async function startPayment(
  ctx: Ctx,
  input: {
    purpose: PaymentRow['purpose'];
    reference?: string;
    provider?: ProviderName;
    amount?: number;
    source_token?: string;
    verification_token?: string;
  },
): Promise<TStartedPayment> {
  const customerId = customerOf(ctx);
  const provider = providerOrThrow(ctx, input.provider);
  const due = await dueFor(ctx, customerId, input.purpose, input.reference, input.amount);
  const currency = (await getStoreSettings(ctx)).currency;
  const { row, superseded } = await openAttempt(ctx, {
    purpose: due.purpose,
    reference: due.reference,
    customerId,
    provider: provider.name,
    amount: due.amount,
    currency,
    captureLater: due.captureLater,
  });
  if (superseded.length) {
    await voidAtProviders(ctx, superseded);
    // The attempt before may have been paid after all (the void found it paid): then nothing is owed.
    try {
      await dueFor(ctx, customerId, input.purpose, due.reference, input.amount);
    } catch (err) {
      const voided = await inTransaction(ctx, (tx) => voidLive(tx, row.purpose, row.reference, 'Nothing left to pay'));
      await voidAtProviders(ctx, voided);
      throw err;
    }
  }
  let created;
  try {
    created = await provider.createPayment({
      amount: due.amount,
      currency,
      purpose: due.purpose,
      reference: due.reference,
      customerId,
      email: due.email,
      idempotencyKey: row.idempotency_key,
      description: due.description,
      ...(due.captureLater ? { captureLater: true } : {}),
      ...(input.source_token ? { sourceToken: input.source_token } : {}),
      ...(input.verification_token ? { verificationToken: input.verification_token } : {}),
    });
  } catch (err) {
    await recordFailure(ctx, row, 'The provider could not start the payment');
    throw err;
  }
  // Providers that create an order first (Razorpay) name the payment later.
  const isOrderRef = provider.name === 'razorpay';
  await recordProviderRefs(ctx, row.id, isOrderRef ? { providerOrderRef: created.providerRef } : { providerRef: created.providerRef });
  // Voided while the provider was creating it (another tab opened one): void it there too, now that it has an id.
  const now = await ctx.db.selectFrom('payment').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  if (now.status === 'canceled') await voidAtProviders(ctx, [now]);
  return {
    status: 'success',
    message: '',
    payment_id: row.id,
    provider: provider.name,
    test_mode: provider.testMode,
    amount: due.amount,
    currency,
    description: due.description,
    capture_later: Boolean(due.captureLater),
    // transaction_id: what the capture calls take when the provider charged at once (Square).
    client_data: { ...created.clientData, reference: due.reference, ...(isOrderRef ? {} : { transaction_id: created.providerRef }) },
  };
}

/** Our attempt that a provider payment belongs to (by its id, or the provider's order id). */
async function attemptFor(ctx: Ctx, rows: PaymentRow[], transactionId: string): Promise<{ row: PaymentRow; p: ProviderPayment } | null> {
  for (const row of rows) {
    const provider = providers(ctx.app).get(row.provider);
    if (!provider) continue;
    if (row.provider_ref && row.provider_ref !== transactionId) continue;
    try {
      const p = await provider.getPayment(transactionId);
      if (p.providerRef === row.provider_ref || (row.provider_order_ref && p.providerOrderRef === row.provider_order_ref))
        return { row, p };
    } catch (err) {
      ctx.log.info({ err, provider: row.provider }, 'payment lookup failed');
    }
  }
  return null;
}

export interface Confirmation {
  ok: boolean;
  message: string;
  authenticationFailed: boolean;
}

const answer = (ok: boolean, message: string, authenticationFailed = false): Confirmation => ({ ok, message, authenticationFailed });

/** What the shopper is told about an attempt already settled: one payment, whichever attempt it was. */
export async function answerForSettled(ctx: Ctx, paymentId: string): Promise<Confirmation> {
  const row = await ctx.db.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (row.applied_amount > 0 || row.status === 'authorized') return answer(true, 'success');
  const cancelled = await ctx.db
    .selectFrom('payment_refund')
    .select('id')
    .where('payment_id', '=', row.id)
    .where('reason', '=', 'cancelled')
    .executeTakeFirst();
  if (cancelled) return answer(false, 'This order was cancelled, so your payment has been refunded.');
  if (row.captured_amount !== row.amount) return answer(false, 'The payment does not match the amount due.');
  // Paid by another attempt (a double click, a second tab): this one goes back; the order is paid.
  return answer(true, 'success');
}

/**
 * update_order_status (and the wallet and subscription confirmations): the shopper says the
 * provider took the money; Larder asks the provider and settles what it says, exactly as a webhook
 * would. Without a transaction id the shopper closed the sheet: the live attempt is voided, and
 * the order stays placed and unpaid, payable again.
 */
export async function confirmPayment(
  ctx: Ctx,
  input: {
    purpose: PaymentRow['purpose'];
    reference: string | null;
    transactionId?: string;
    capture?: boolean;
    providerOrderId?: string;
    signature?: string;
    amount?: number;
  },
): Promise<Confirmation> {
  const customerId = customerOf(ctx);
  if (input.purpose !== 'wallet' && input.reference) {
    const table = input.purpose === 'order' ? 'orders' : 'subscription_order';
    const own = await ctx.db
      .selectFrom(table)
      .select('id')
      .where('id', '=', input.reference)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!own) throw notFound('Order not found.');
  }
  const rows = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('purpose', '=', input.purpose)
    .$if(input.reference !== null, (q) => q.where('reference', '=', input.reference!))
    .orderBy('created_at', 'desc')
    .execute();
  if (!input.transactionId) {
    const live = rows.find((r) => r.status === 'created');
    if (live) {
      const voided = await inTransaction(ctx, (tx) => voidLive(tx, live.purpose, live.reference, 'Closed without paying'));
      await voidAtProviders(ctx, voided);
    }
    return answer(false, 'Payment Failed');
  }
  const used = await ctx.db
    .selectFrom('payment')
    .select(['id', 'amount', 'status'])
    .where('provider_ref', '=', input.transactionId)
    .where('status', 'in', ['authorized', 'succeeded', 'refunded'])
    .executeTakeFirst();
  if (used) {
    if (!rows.some((r) => r.id === used.id)) return answer(false, 'This payment has already been used.');
    if (input.amount !== undefined && input.amount !== used.amount) return answer(false, 'The payment does not match the amount.');
    return answerForSettled(ctx, used.id);
  }
  const found = await attemptFor(
    ctx,
    rows.filter((r) => r.status !== 'succeeded' && r.status !== 'refunded' && r.status !== 'authorized'),
    input.transactionId,
  );
  if (!found) return answer(false, 'We could not find that payment. Please try again.');
  const { row, p } = found;
  if (input.amount !== undefined && input.amount !== row.amount) return answer(false, 'The payment does not match the amount.');
  const provider = providers(ctx.app).get(row.provider)!;
  if (
    !provider.verifyClientSignature({
      providerRef: p.providerRef,
      providerOrderId: input.providerOrderId ?? row.provider_order_ref ?? undefined,
      signature: input.signature,
    })
  ) {
    return answer(false, 'The payment signature does not verify.');
  }
  return answerForOutcome(ctx, row.id, await settle(ctx, row, p, { capture: input.capture !== false }));
}

/** What the shopper is told once what the provider said about an attempt has been settled. */
export async function answerForOutcome(ctx: Ctx, paymentId: string, out: SettleOutcome): Promise<Confirmation> {
  switch (out.kind) {
    case 'applied':
    case 'held':
      return answer(true, 'success');
    case 'refunded':
      if (out.reason === 'cancelled') return answer(false, 'This order was cancelled, so your payment has been refunded.');
      if (out.reason === 'mismatch') return answer(false, 'The payment does not match the amount due.');
      return answer(true, 'success');
    case 'already':
      return answerForSettled(ctx, paymentId);
    case 'used':
      return answer(false, 'This payment has already been used.');
    case 'failed':
      return answer(false, out.message, out.authenticationFailed);
    case 'voided':
      return answer(false, 'Payment Failed');
    case 'pending':
      return answer(false, 'The payment is not complete yet. Please finish it, or try again.');
  }
}

/**
 * A provider's webhook: signature verified, then the provider's own account of the payment is
 * settled like the shopper's confirmation (so a payment confirmed only by webhook still completes
 * the order, and one for a cancelled order is refunded). Replays change nothing: settling happens
 * once, and processed event ids are remembered.
 */
export async function handleWebhook(
  ctx: Ctx,
  providerName: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ received: boolean; duplicate?: boolean }> {
  const provider = providers(ctx.app).get(providerName as ProviderName);
  if (!provider) throw notFound('Unknown payment provider.');
  let event;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw unauthorized('Webhook signature does not verify.');
    throw err;
  }
  const seen = await ctx.db
    .selectFrom('payment_event')
    .select('event_id')
    .where('provider', '=', provider.name)
    .where('event_id', '=', event.eventId)
    .executeTakeFirst();
  if (seen) return { received: true, duplicate: true };
  if (event.providerRef && (event.type === 'payment.succeeded' || event.type === 'payment.authorized' || event.type === 'payment.failed')) {
    let row = await ctx.db
      .selectFrom('payment')
      .selectAll()
      .where('provider', '=', provider.name)
      .where('provider_ref', '=', event.providerRef)
      .executeTakeFirst();
    let p: ProviderPayment | null = null;
    if (!row) {
      try {
        p = await provider.getPayment(event.providerRef);
      } catch (err) {
        // Not a payment of ours the provider knows either: nothing to settle (reconciliation covers a provider that was down).
        ctx.log.warn({ err, provider: provider.name, ref: event.providerRef }, 'webhook for an unknown payment ignored');
        return { received: true };
      }
      if (p.providerOrderRef)
        row = await ctx.db
          .selectFrom('payment')
          .selectAll()
          .where('provider', '=', provider.name)
          .where('provider_order_ref', '=', p.providerOrderRef)
          .executeTakeFirst();
    }
    if (row && row.status !== 'succeeded' && row.status !== 'refunded') {
      p ??= await provider.getPayment(event.providerRef);
      await settle(ctx, row, p);
    }
  }
  await ctx.db
    .insertInto('payment_event')
    .values({ provider: provider.name, event_id: event.eventId, received_at: ctx.clock.now().toISOString() })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
  return { received: true };
}

export async function walletSummary(ctx: Ctx, customerId: string) {
  const b = await walletBalance(ctx, customerId);
  return { current_wallet_amount: toMajor(b), total_wallet_amount: toMajor(b) };
}
