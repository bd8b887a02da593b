import { z } from 'zod';
import { defineCall } from './calls-core';
import { zFlag, zInt, zJsonObject, zMoneyIn, zPageLen, zPageNo, zRef, zText } from './wire';

export const ZProviderName = z.enum(['test', 'razorpay', 'stripe', 'square'], {
  error: 'provider must be test, razorpay, stripe or square',
});

export const ZStartedPayment = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  payment_id: z.string(),
  provider: ZProviderName,
  test_mode: z.boolean(),
  /** Minor units, as the provider charges (amount × 100). */
  amount: z.number().int(),
  currency: z.string(),
  /** The spec's mode marker: an order id, 'Insert Wallet Amount', 'Order Repay', 'Subscription,<id>'. */
  description: z.string(),
  client_data: z.record(z.string(), z.unknown()),
  /** Larder: only authorised now, charged the weighed amount after picking (an order with items sold by weight). */
  capture_later: z.boolean(),
});
export type TStartedPayment = z.infer<typeof ZStartedPayment>;

export const ZWalletEntry = z.object({
  name: z.string(),
  transaction_date: z.string(),
  amount: z.number(),
  status: z.enum(['Credited', 'Debited']),
  kind: z.string(),
  notes: z.string(),
  order_id: z.string(),
});
export const ZWallet = z.object({
  name: z.string(),
  user: z.string(),
  current_wallet_amount: z.number(),
  total_wallet_amount: z.number(),
  locked_in_amount: z.number(),
  transactions: z.array(ZWalletEntry),
});

export const ZPlan = z.object({
  name: z.string(),
  plan_name: z.string(),
  price: z.number(),
  period: z.string(),
  features: z.array(z.string()),
  free_delivery_over: z.number().nullable(),
});
export const ZSubscription = z.object({
  name: z.string(),
  subscription_plan: z.string(),
  plan_name: z.string(),
  status: z.enum(['Pending', 'Active', 'Failed', 'Expired', 'Cancelled']),
  start: z.string(),
  current_period_end: z.string().nullable(),
  /** Cancelled by the subscriber: stays Active to current_period_end, then ends; never renews. */
  cancel_at_period_end: z.boolean(),
  order: z.string().nullable(),
  order_outstanding: z.number(),
});

const ZCapture = z.object({
  status: z.union([z.literal(1), z.literal(0)]),
  message: z.string(),
  order: z.object({ name: z.string(), payment_status: z.string(), outstanding_amount: z.number() }).nullable(),
  authentication_failed: z.boolean(),
});

export const paymentCalls = {
  /** Larder: start paying (an order, a wallet top-up or a subscription) with a provider; the amount comes from the server. */
  create_payment: defineCall({
    payload: z.object({
      purpose: z.enum(['order', 'wallet', 'subscription'], { error: 'purpose must be order, wallet or subscription' }),
      reference: zRef('reference').optional(),
      provider: ZProviderName.optional(),
      amount: zMoneyIn({ min: 0.01, max: 100000, label: 'amount' }).optional(),
      source_token: zText({ max: 500, label: 'source_token' }).optional(),
      /** Square's SCA verification token from payments.verifyBuyer(). */
      verification_token: zText({ max: 2000, label: 'verification_token' }).optional(),
    }),
    result: ZStartedPayment,
    auth: 'customer',
  }),
  /** The spec's capture of an order (or subscription order) after the provider succeeded; verified with the provider. */
  update_order_status: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      transaction_id: zText({ max: 200, label: 'transaction_id' }).optional(),
      capture: zFlag('capture').optional(),
      razorpay_order_id: zText({ max: 200 }).optional(),
      razorpay_signature: zText({ max: 300 }).optional(),
    }),
    result: ZCapture,
    auth: 'customer',
  }),
  razor_pay_settings: defineCall({ payload: z.object({}), result: z.record(z.string(), z.unknown()), auth: 'public', http: 'GET' }),
  get_stripe_gateway_settings: defineCall({ payload: z.object({}), result: z.record(z.string(), z.unknown()), auth: 'public' }),
  /**
   * The spec's card payment: charges `stripe_token_id` (a `tok_…` token or a `pm_…` payment
   * method) now, for what the order or subscription bill owes (decision 022). It answers as
   * process_payment does (the spec's card outcomes are success or failed): paid, "success"; a
   * card that needs 3-D Secure, "requires_action" with `client_secret` and `next_action` for
   * Stripe.js, then update_order_status with `payment_id` as its transaction_id; declined,
   * "failed" with the card's message.
   */
  make_payment: defineCall({
    payload: z.object({
      stripe_token_id: zText({ max: 300, label: 'stripe_token_id' }).optional(),
      data: zJsonObject(z.record(z.string(), z.unknown())).optional(),
      reference_doctype: z.enum(['Order', 'Subscription Order'], { error: 'reference_doctype must be Order' }).default('Order'),
      reference_docname: zRef('reference_docname'),
    }),
    result: ZCapture.extend({
      status: z.enum(['success', 'failed', 'requires_action']),
      client_secret: z.string().nullable(),
      /** The provider's payment id (a Stripe PaymentIntent): update_order_status's transaction_id. */
      payment_id: z.string().nullable(),
      requires_action: z.boolean(),
      next_action: z.record(z.string(), z.unknown()).nullable(),
    }),
    auth: 'customer',
  }),
  process_payment: defineCall({
    payload: z.object({
      nonce: zText({ min: 1, max: 500, label: 'nonce' }),
      order_total: z.unknown().optional(),
      buyer_email_address: zText({ max: 254 }).optional(),
      customer_id: zRef('customer_id').optional(),
      order_id: zRef('order_id'),
      verification_token: zText({ max: 2000, label: 'verification_token' }).optional(),
    }),
    result: z.object({
      status: z.enum(['success', 'failed']),
      message: z.string(),
      payment_id: z.string().nullable(),
      authentication_failed: z.boolean(),
    }),
    auth: 'customer',
  }),
  wallet_details: defineCall({
    payload: z.object({}),
    result: z.object({ current_wallet_amount: z.number(), total_wallet_amount: z.number() }),
    auth: 'customer',
  }),
  get_wallet_details: defineCall({
    payload: z.object({
      list_type: z.literal('app_pay').default('app_pay'),
      vendor: zRef('vendor').optional(),
      page_no: zPageNo(),
      page_len: zPageLen(50, 20),
    }),
    result: z.array(ZWallet),
    auth: 'customer',
  }),
  insert_wallet_order: defineCall({
    payload: z.object({
      customer_id: zRef('customer_id').optional(),
      payment_method: zText({ max: 60 }).optional(),
      transaction_id: zText({ min: 1, max: 200, label: 'transaction_id' }),
      amount: zMoneyIn({ min: 0.01, max: 100000, label: 'amount' }),
      order_from: zText({ max: 60 }).optional(),
    }),
    result: z.object({
      status: z.enum(['success', 'failed']),
      message: z.string(),
      wallet: z.object({ current_wallet_amount: z.number(), total_wallet_amount: z.number() }).nullable(),
    }),
    auth: 'customer',
  }),
  get_customer_points: defineCall({
    payload: z.object({}),
    result: z.object({ total_points: z.number().int(), total_amount: z.number(), points_per_pound: z.number(), point_value: z.number() }),
    auth: 'customer',
  }),
  get_point_history: defineCall({
    payload: z.object({ page_no: zPageNo(), page_len: zPageLen(50, 20) }),
    result: z.array(
      z.object({
        name: z.string(),
        date: z.string(),
        points: z.number().int(),
        type: z.string(),
        reference: z.string(),
        description: z.string(),
      }),
    ),
    auth: 'customer',
  }),
  checkout_redeem_points: defineCall({
    payload: z.object({
      amount: zMoneyIn({ min: 0, max: 100000, label: 'amount' }).optional(),
      points: zInt({ min: 0, max: 10_000_000, label: 'points' }).optional(),
    }),
    result: z.object({
      total_available_points: z.number().int(),
      total_available_amount: z.number(),
      remaining_points: z.number().int(),
      total: z.number(),
      deduction: z.number(),
      deduction_point: z.number().int(),
      payable: z.number(),
      use_flat_rates: z.literal(0),
      flat_rates: z.array(z.object({ amount: z.number(), noof_points: z.number() })),
    }),
    auth: 'customer',
  }),
  list_subscription_plans: defineCall({ payload: z.object({}), result: z.array(ZPlan), auth: 'public', http: 'GET' }),
  insert_web_subscription: defineCall({
    payload: z.object({
      party: zRef('party').optional(),
      party_name: zText({ max: 120 }).optional(),
      start: z.iso.date({ error: 'start must be yyyy-mm-dd' }).optional(),
      subscription_plan: zRef('subscription_plan'),
      paymentmethod: zText({ max: 60 }).optional(),
    }),
    result: z.object({
      status: z.enum(['Success', 'Failed']),
      message: z.string(),
      order: z.object({ total_amount: z.number(), name: z.string() }).nullable(),
      subscription: ZSubscription.nullable(),
    }),
    auth: 'customer',
  }),
  renew_web_subscription: defineCall({
    payload: z.object({ subscription: zRef('subscription') }),
    result: z.object({
      status: z.enum(['Success', 'Failed']),
      message: z.string(),
      order: z.object({ total_amount: z.number(), name: z.string() }).nullable(),
      subscription: ZSubscription.nullable(),
    }),
    auth: 'customer',
  }),
  /** Not in the spec: the subscriber cancels; the plan ends with its paid period (no renewal, no refund). */
  cancel_web_subscription: defineCall({
    payload: z.object({ subscription: zRef('subscription') }),
    result: z.object({ status: z.enum(['Success', 'Failed']), message: z.string(), subscription: ZSubscription }),
    auth: 'customer',
  }),
  get_customer_plan_based_subscritpions: defineCall({
    payload: z.object({ party: zRef('party').optional() }),
    result: z.array(ZSubscription),
    auth: 'customer',
  }),
};
