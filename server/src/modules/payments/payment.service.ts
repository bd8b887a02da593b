import type { TStartedPayment } from '@larder/contract/payments';
import { toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound, unauthorized } from '../../lib/errors';
import { randomId, sortableId } from '../../lib/ids';
import { earnForOrder } from '../loyalty/loyalty.service';
import { getStoreSettings } from '../settings/settings.service';
import { activateFromPayment } from '../subscriptions/subscriptions.service';
import { creditWallet, walletBalance } from '../wallet/wallet.service';
import type { PaymentRow } from './payments.table';
import type { PaymentProvider, ProviderName, ProviderPayment } from './provider';
import { WebhookSignatureError } from './provider';
import { providers } from './registry';

function customerOf(ctx: Ctx): string {
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

interface Due {
  purpose: PaymentRow['purpose'];
  reference: string;
  amount: number;
  description: string;
  email: string;
}

/** What is owed, from the database: an order's outstanding amount, a subscription bill, or a top-up within bounds. */
async function dueFor(
  ctx: Ctx,
  customerId: string,
  purpose: PaymentRow['purpose'],
  reference: string | undefined,
  amountMajor: number | undefined,
): Promise<Due> {
  const email = (await ctx.db.selectFrom('customer').select('email').where('id', '=', customerId).executeTakeFirst())?.email ?? '';
  const attempts = reference
    ? await ctx.db.selectFrom('payment').select('id').where('purpose', '=', purpose).where('reference', '=', reference).execute()
    : [];
  if (purpose === 'order') {
    const o = reference
      ? await ctx.db.selectFrom('orders').selectAll().where('id', '=', reference).where('customer_id', '=', customerId).executeTakeFirst()
      : undefined;
    if (!o) throw notFound('Order not found.');
    if (o.status === 'Cancelled') throw invalid('This order was cancelled.');
    const amount = o.total - o.paid_amount;
    if (amount <= 0) throw invalid('This order is already paid.');
    return { purpose, reference: o.id, amount, description: attempts.length ? 'Order Repay' : o.id, email };
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

/** create_payment: a new attempt with a provider for what is owed (never an amount the client chose, except a top-up). */
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
  const n = (
    await ctx.db
      .selectFrom('payment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reference', '=', due.reference)
      .executeTakeFirstOrThrow()
  ).n;
  const id = `PAY-${randomId(10)}`;
  const key = `${due.purpose}:${due.reference}:${Number(n) + 1}`;
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('payment')
    .values({
      id,
      purpose: due.purpose,
      reference: due.reference,
      customer_id: customerId,
      provider: provider.name,
      provider_ref: null,
      provider_order_ref: null,
      amount: due.amount,
      currency,
      status: 'created',
      refunded_amount: 0,
      idempotency_key: key,
      failure_message: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const created = await provider.createPayment({
    amount: due.amount,
    currency,
    purpose: due.purpose,
    reference: due.reference,
    customerId,
    email: due.email,
    idempotencyKey: key,
    description: due.description,
    ...(input.source_token ? { sourceToken: input.source_token } : {}),
    ...(input.verification_token ? { verificationToken: input.verification_token } : {}),
  });
  // Providers that create an order first (Razorpay) name the payment later.
  const isOrderRef = provider.name === 'razorpay';
  await ctx.db
    .updateTable('payment')
    .set(
      isOrderRef
        ? { provider_order_ref: created.providerRef || null, updated_at: now }
        : { provider_ref: created.providerRef || null, updated_at: now },
    )
    .where('id', '=', id)
    .execute();
  return {
    status: 'success',
    message: '',
    payment_id: id,
    provider: provider.name,
    test_mode: provider.testMode,
    amount: due.amount,
    currency,
    description: due.description,
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

export type FinalizeResult = 'done' | 'already' | 'used';

/**
 * Marks an attempt paid and applies its effect — order paid, wallet credited, subscription
 * active, points earned — in one transaction, exactly once: the attempt is claimed by a
 * conditional update, so replays, webhooks and the shopper's own confirmation cannot repeat it.
 */
export async function finalizePayment(ctx: Ctx, row: PaymentRow, providerRef: string): Promise<FinalizeResult> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const now = tx.clock.now().toISOString();
      const claim = await tx.db
        .updateTable('payment')
        .set({ status: 'succeeded', provider_ref: providerRef, failure_message: '', updated_at: now })
        .where('id', '=', row.id)
        .where('status', 'in', ['created', 'failed'])
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return 'already';
      if (row.purpose === 'order') {
        const o = await tx.db.selectFrom('orders').selectAll().where('id', '=', row.reference).executeTakeFirstOrThrow();
        const paid = o.paid_amount + row.amount;
        const status = paid >= o.total ? 'Paid' : 'Partially Paid';
        await tx.db
          .updateTable('orders')
          .set({ paid_amount: sql<number>`paid_amount + ${row.amount}`, payment_status: status, updated_at: now })
          .where('id', '=', o.id)
          .execute();
        await tx.db
          .insertInto('order_status_history')
          .values({
            id: sortableId('OSH-', tx.clock.now()),
            order_id: o.id,
            status: o.status,
            note: `Payment received (${row.provider})`,
            by: row.customer_id,
            at: now,
          })
          .execute();
        if (status === 'Paid') await earnForOrder(tx, o);
      } else if (row.purpose === 'wallet') {
        await creditWallet(tx, {
          customerId: row.customer_id,
          amount: row.amount,
          kind: 'topup',
          reference: row.id,
          key: `topup:${row.id}`,
          notes: `Wallet top-up by card (${row.provider})`,
        });
      } else {
        await activateFromPayment(tx, row.reference, row.amount);
      }
      return 'done';
    });
  } catch (err) {
    // The provider payment is already recorded for another of our payments.
    if (/unique|duplicate/i.test(String(err))) return 'used';
    throw err;
  }
}

/** Checks the provider's payment: succeeded (captured here if only authorized), same amount and currency. */
async function verifyWithProvider(
  ctx: Ctx,
  row: PaymentRow,
  p: ProviderPayment,
  wantCapture: boolean,
): Promise<{ ok: true; ref: string } | { ok: false; message: string; authenticationFailed: boolean }> {
  const provider = providers(ctx.app).get(row.provider)!;
  let payment = p;
  if (payment.status === 'authorized' && wantCapture !== false) payment = await provider.capture(payment.providerRef, row.amount);
  if (payment.status !== 'succeeded') {
    return {
      ok: false,
      message: payment.authenticationFailed ? "Payment failed because cardholder couldn't be authenticated" : 'Payment Failed!',
      authenticationFailed: Boolean(payment.authenticationFailed),
    };
  }
  if (payment.amount !== row.amount || payment.currency.toUpperCase() !== row.currency.toUpperCase()) {
    ctx.log.warn({ payment: row.id, provider: payment.amount, expected: row.amount }, 'payment amount or currency mismatch');
    return { ok: false, message: 'The payment does not match the amount due.', authenticationFailed: false };
  }
  return { ok: true, ref: payment.providerRef };
}

async function markFailed(ctx: Ctx, row: PaymentRow, message: string) {
  await ctx.db
    .updateTable('payment')
    .set({ status: 'failed', failure_message: message, updated_at: ctx.clock.now().toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'created')
    .execute();
}

/**
 * update_order_status (and the wallet and subscription confirmations): the shopper says the
 * provider took the money; Larder asks the provider, checks amount and currency, makes sure the
 * transaction was never used before, then finalizes once. Without a transaction id the attempt
 * failed: the order stays placed and unpaid, payable again.
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
) {
  const customerId = customerOf(ctx);
  let rows = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('purpose', '=', input.purpose)
    .$if(input.reference !== null, (q) => q.where('reference', '=', input.reference!))
    .orderBy('created_at', 'desc')
    .execute();
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
  if (!input.transactionId) {
    const open = rows.find((r) => r.status === 'created');
    if (open) await markFailed(ctx, open, 'Closed without paying');
    return { ok: false as const, message: 'Payment Failed', authenticationFailed: false };
  }
  const used = await ctx.db
    .selectFrom('payment')
    .select(['id', 'reference', 'status', 'amount'])
    .where('provider_ref', '=', input.transactionId)
    .executeTakeFirst();
  if (used && used.status === 'succeeded') {
    const same = used.reference === input.reference || (input.reference === null && rows.some((r) => r.id === used.id));
    if (same && input.amount !== undefined && input.amount !== used.amount)
      return { ok: false as const, message: 'The payment does not match the amount.', authenticationFailed: false };
    if (same) return { ok: true as const, message: 'success', authenticationFailed: false, already: true };
    return { ok: false as const, message: 'This payment has already been used.', authenticationFailed: false };
  }
  rows = rows.filter((r) => r.status !== 'succeeded');
  const found = await attemptFor(ctx, rows, input.transactionId);
  if (!found) return { ok: false as const, message: 'We could not find that payment. Please try again.', authenticationFailed: false };
  const { row, p } = found;
  if (input.amount !== undefined && input.amount !== row.amount)
    return { ok: false as const, message: 'The payment does not match the amount.', authenticationFailed: false };
  const provider = providers(ctx.app).get(row.provider)!;
  if (
    !provider.verifyClientSignature({
      providerRef: p.providerRef,
      providerOrderId: input.providerOrderId ?? row.provider_order_ref ?? undefined,
      signature: input.signature,
    })
  ) {
    return { ok: false as const, message: 'The payment signature does not verify.', authenticationFailed: false };
  }
  const v = await verifyWithProvider(ctx, row, p, input.capture !== false);
  if (!v.ok) {
    await markFailed(ctx, row, v.message);
    return { ok: false as const, message: v.message, authenticationFailed: v.authenticationFailed };
  }
  const r = await finalizePayment(ctx, row, v.ref);
  if (r === 'used') return { ok: false as const, message: 'This payment has already been used.', authenticationFailed: false };
  return { ok: true as const, message: 'success', authenticationFailed: false, payment: row };
}

/**
 * A provider's webhook: signature verified, then the same finalization as the shopper's
 * confirmation (so a payment confirmed only by webhook still completes the order). Replays of an
 * event change nothing: finalization happens once, and processed event ids are remembered.
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
      p = await provider.getPayment(event.providerRef);
      if (p.providerOrderRef)
        row = await ctx.db
          .selectFrom('payment')
          .selectAll()
          .where('provider', '=', provider.name)
          .where('provider_order_ref', '=', p.providerOrderRef)
          .executeTakeFirst();
    }
    if (row && row.status !== 'succeeded') {
      p ??= await provider.getPayment(event.providerRef);
      if (event.type === 'payment.failed') await markFailed(ctx, row, p.failureMessage ?? 'Payment failed');
      else {
        const v = await verifyWithProvider(ctx, row, p, true);
        if (v.ok) await finalizePayment(ctx, row, v.ref);
      }
    }
  }
  await ctx.db
    .insertInto('payment_event')
    .values({ provider: provider.name, event_id: event.eventId, received_at: ctx.clock.now().toISOString() })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
  return { received: true };
}

/** Gives card money back through the provider for an order's succeeded payments (after a cancellation). */
/**
 * Refunds an order's card payments through their providers: everything left, or up to `upTo`
 * pence (a partial refund after the shop changed the order; `key` names that change so a retry
 * never refunds twice). Returns what was refunded.
 */
export async function refundOrderPayments(ctx: Ctx, orderId: string, opts: { upTo?: number; key?: string } = {}): Promise<number> {
  const rows = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('purpose', '=', 'order')
    .where('reference', '=', orderId)
    .where('status', '=', 'succeeded')
    .execute();
  let refunded = 0;
  let wanted = opts.upTo ?? Infinity;
  for (const row of rows) {
    const provider = providers(ctx.app).get(row.provider);
    const left = Math.min(row.amount - row.refunded_amount, wanted);
    if (!provider || !row.provider_ref || left <= 0) continue;
    const r = await provider.refund(row.provider_ref, left, opts.key ? `refund:${row.id}:${opts.key}` : `refund:${row.id}`);
    if (r.status === 'failed') {
      ctx.log.error({ payment: row.id }, 'refund failed');
      continue;
    }
    const total = row.refunded_amount + left;
    const res = await ctx.db
      .updateTable('payment')
      .set({ refunded_amount: total, status: total >= row.amount ? 'refunded' : 'succeeded', updated_at: ctx.clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'succeeded')
      .where('refunded_amount', '=', row.refunded_amount)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) {
      refunded += left;
      wanted -= left;
    }
  }
  return refunded;
}

export async function walletSummary(ctx: Ctx, customerId: string) {
  const b = await walletBalance(ctx, customerId);
  return { current_wallet_amount: toMajor(b), total_wallet_amount: toMajor(b) };
}
