import { fromMajor, toMajor } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { invalid, unauthorized } from '../../lib/errors';
import { getStoreSettings } from '../settings/settings.service';
import type { Handlers } from '../../rpc/handler-types';
import { pointsHistory, redeemQuote } from '../loyalty/loyalty.service';
import { walletHistory } from '../wallet/wallet.service';
import { chargeNow } from './charge';
import { confirmPayment, startPayment, walletSummary } from './payment.service';
import { providers } from './registry';

function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

async function orderState(ctx: Ctx, id: string) {
  if (id.startsWith('SUB-ORD-')) {
    const o = await ctx.db
      .selectFrom('subscription_order')
      .select(['id', 'amount', 'paid_amount', 'payment_status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return o ? { name: o.id, payment_status: o.payment_status, outstanding_amount: toMajor(o.amount - o.paid_amount) } : null;
  }
  const o = await ctx.db
    .selectFrom('orders')
    .select(['id', 'total', 'paid_amount', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return o ? { name: o.id, payment_status: o.payment_status, outstanding_amount: toMajor(Math.max(0, o.total - o.paid_amount)) } : null;
}

export const paymentsRpc = {
  create_payment: (ctx, p) => startPayment(ctx, p),
  update_order_status: async (ctx, p) => {
    const subscription = p.order_id.startsWith('SUB-ORD-');
    const r = await confirmPayment(ctx, {
      purpose: subscription ? 'subscription' : 'order',
      reference: p.order_id,
      transactionId: p.transaction_id,
      capture: p.capture,
      providerOrderId: p.razorpay_order_id,
      signature: p.razorpay_signature,
    });
    const message = r.ok ? (subscription ? 'Subscription is sucessfully completed.' : 'success') : r.message;
    return {
      status: r.ok ? (1 as const) : (0 as const),
      message,
      order: await orderState(ctx, p.order_id),
      authentication_failed: r.authenticationFailed,
    };
  },
  razor_pay_settings: (ctx) => providers(ctx.app).get('razorpay')?.publicSettings() ?? { enabled: 0 },
  get_stripe_gateway_settings: (ctx) => providers(ctx.app).get('stripe')?.publicSettings() ?? { enabled: 0 },
  make_payment: async (ctx, p) => {
    const subscription = p.reference_doctype === 'Subscription Order' || p.reference_docname.startsWith('SUB-ORD-');
    const purpose = subscription ? ('subscription' as const) : ('order' as const);
    const all = providers(ctx.app);
    const stripe = all.get('stripe');
    // The shop's Stripe account; in test mode without one, the built-in test provider takes Stripe's test tokens.
    const provider = stripe && all.enabled.includes(stripe) ? stripe : all.test;
    const base = { authentication_failed: false, client_secret: null, next_action: null, requires_action: false, payment_id: null };
    if (!provider)
      return { ...base, status: 'failed' as const, message: 'Card payments by Stripe are not set up for this shop.', order: null };
    if (!p.stripe_token_id) {
      // No token: Larder's own browser flow, where Stripe.js confirms the intent and then update_order_status.
      const started = await startPayment(ctx, { purpose, reference: p.reference_docname, provider: provider.name });
      const clientSecret = typeof started.client_data.client_secret === 'string' ? started.client_data.client_secret : null;
      return {
        ...base,
        status: 'requires_action' as const,
        message: 'Confirm the payment, then call update_order_status.',
        order: await orderState(ctx, p.reference_docname),
        client_secret: clientSecret,
        payment_id: typeof started.client_data.transaction_id === 'string' ? started.client_data.transaction_id : null,
      };
    }
    const r = await chargeNow(ctx, { purpose, reference: p.reference_docname, provider, token: p.stripe_token_id, canAuthenticate: true });
    const order = await orderState(ctx, p.reference_docname);
    if (r.kind === 'action')
      return {
        ...base,
        status: 'requires_action' as const,
        message: 'This card needs authentication: complete it, then call update_order_status.',
        order,
        requires_action: true,
        client_secret: r.clientSecret,
        next_action: r.nextAction,
        payment_id: r.paymentRef,
      };
    const message = r.ok && r.message === 'success' && subscription ? 'Subscription is sucessfully completed.' : r.message;
    return {
      ...base,
      status: r.ok ? ('success' as const) : ('failed' as const),
      message,
      order,
      authentication_failed: r.authenticationFailed,
      payment_id: r.paymentRef,
    };
  },
  process_payment: async (ctx, p) => {
    const purpose = p.order_id.startsWith('SUB-ORD-') ? ('subscription' as const) : ('order' as const);
    const all = providers(ctx.app);
    const square = all.get('square');
    if (!square || !all.enabled.includes(square)) {
      // Not set up: said in the answer the spec's client reads. In test mode the test provider charges the nonce.
      if (!all.test)
        return {
          status: 'failed' as const,
          message: 'Card payments by Square are not set up for this shop.',
          payment_id: null,
          authentication_failed: false,
        };
      const r = await chargeNow(ctx, { purpose, reference: p.order_id, provider: all.test, token: p.nonce, canAuthenticate: false });
      if (r.kind === 'action') throw new Error('unreachable: a charge that cannot authenticate asks for no action');
      return r.ok
        ? { status: 'success' as const, message: 'Payment successful', payment_id: r.paymentRef, authentication_failed: false }
        : { status: 'failed' as const, message: r.message, payment_id: r.paymentRef, authentication_failed: r.authenticationFailed };
    }
    const started = await startPayment(ctx, {
      purpose,
      reference: p.order_id,
      provider: 'square',
      source_token: p.nonce,
      ...(p.verification_token ? { verification_token: p.verification_token } : {}),
    });
    const ref = await ctx.db.selectFrom('payment').select('provider_ref').where('id', '=', started.payment_id).executeTakeFirstOrThrow();
    const r = await confirmPayment(ctx, { purpose, reference: p.order_id, transactionId: ref.provider_ref ?? undefined });
    return r.ok
      ? { status: 'success' as const, message: 'Payment successful', payment_id: ref.provider_ref, authentication_failed: false }
      : { status: 'failed' as const, message: r.message, payment_id: ref.provider_ref, authentication_failed: r.authenticationFailed };
  },
  wallet_details: (ctx) => walletSummary(ctx, customerOf(ctx)),
  get_wallet_details: (ctx, p) => {
    const me = customerOf(ctx);
    return walletHistory(ctx, me, p.page_no, p.page_len);
  },
  insert_wallet_order: async (ctx, p) => {
    const me = customerOf(ctx);
    const r = await confirmPayment(ctx, {
      purpose: 'wallet',
      reference: null,
      transactionId: p.transaction_id,
      amount: fromMajor(p.amount),
    });
    return r.ok
      ? { status: 'success' as const, message: 'Amount added to wallet', wallet: await walletSummary(ctx, me) }
      : { status: 'failed' as const, message: r.message, wallet: null };
  },
  get_customer_points: async (ctx) => {
    const q = await redeemQuote(ctx, customerOf(ctx), 0);
    return {
      total_points: q.balance,
      total_amount: toMajor(q.balance * q.pointValue),
      points_per_pound: q.perPound,
      point_value: toMajor(q.pointValue),
    };
  },
  get_point_history: (ctx, p) => pointsHistory(ctx, customerOf(ctx), p.page_no, p.page_len),
  checkout_redeem_points: async (ctx, p) => {
    if (!(await getStoreSettings(ctx)).enable_reward_points) throw invalid('Reward points are not available.');
    const amount = p.amount !== undefined ? fromMajor(p.amount) : 0;
    const q = await redeemQuote(ctx, customerOf(ctx), amount, p.points);
    return {
      total_available_points: q.balance,
      total_available_amount: toMajor(q.balance * q.pointValue),
      remaining_points: q.balance - q.points,
      total: toMajor(amount),
      deduction: toMajor(q.deduction),
      deduction_point: q.points,
      payable: toMajor(q.payable),
      use_flat_rates: 0 as const,
      flat_rates: [],
    };
  },
} satisfies Partial<Handlers>;
