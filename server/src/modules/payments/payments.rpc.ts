import { fromMajor, toMajor } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { invalid, unauthorized } from '../../lib/errors';
import { getStoreSettings } from '../settings/settings.service';
import type { Handlers } from '../../rpc/handler-types';
import { pointsHistory, redeemQuote } from '../loyalty/loyalty.service';
import { cancelSubscription, customerSubscriptions, listPlans, renew, subscribe } from '../subscriptions/subscriptions.service';
import { walletHistory } from '../wallet/wallet.service';
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
    const started = await startPayment(ctx, {
      purpose: p.reference_doctype === 'Order' ? 'order' : 'subscription',
      reference: p.reference_docname,
      provider: providers(ctx.app).get('stripe') ? 'stripe' : undefined,
      source_token: p.stripe_token_id,
    });
    const clientSecret = typeof started.client_data.client_secret === 'string' ? started.client_data.client_secret : null;
    return {
      status: 0 as const,
      message: 'Confirm the payment, then call update_order_status.',
      order: await orderState(ctx, p.reference_docname),
      authentication_failed: false,
      client_secret: clientSecret,
      payment_id: started.payment_id,
    };
  },
  process_payment: async (ctx, p) => {
    const started = await startPayment(ctx, {
      purpose: p.order_id.startsWith('SUB-ORD-') ? 'subscription' : 'order',
      reference: p.order_id,
      provider: 'square',
      source_token: p.nonce,
      ...(p.verification_token ? { verification_token: p.verification_token } : {}),
    });
    const ref = await ctx.db.selectFrom('payment').select('provider_ref').where('id', '=', started.payment_id).executeTakeFirstOrThrow();
    const r = await confirmPayment(ctx, {
      purpose: p.order_id.startsWith('SUB-ORD-') ? 'subscription' : 'order',
      reference: p.order_id,
      transactionId: ref.provider_ref ?? undefined,
    });
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
  list_subscription_plans: (ctx) => listPlans(ctx),
  insert_web_subscription: (ctx, p) => subscribe(ctx, customerOf(ctx), p.subscription_plan, p.start),
  renew_web_subscription: (ctx, p) => renew(ctx, customerOf(ctx), p.subscription),
  cancel_web_subscription: (ctx, p) => cancelSubscription(ctx, customerOf(ctx), p.subscription),
  get_customer_plan_based_subscritpions: (ctx) => customerSubscriptions(ctx, customerOf(ctx)),
} satisfies Partial<Handlers>;
