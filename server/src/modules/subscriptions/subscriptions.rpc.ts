import type { Handlers } from '../../rpc/handler-types';
import { customerOf } from '../payments/payment.service';
import { cancelSubscription, customerSubscriptions, listPlans, renew, subscribe } from './subscriptions.service';

export const subscriptionsRpc = {
  list_subscription_plans: (ctx) => listPlans(ctx),
  insert_web_subscription: (ctx, p) => subscribe(ctx, customerOf(ctx), p.subscription_plan, p.start),
  renew_web_subscription: (ctx, p) => renew(ctx, customerOf(ctx), p.subscription),
  cancel_web_subscription: (ctx, p) => cancelSubscription(ctx, customerOf(ctx), p.subscription),
  get_customer_plan_based_subscritpions: (ctx) => customerSubscriptions(ctx, customerOf(ctx)),
} satisfies Partial<Handlers>;
