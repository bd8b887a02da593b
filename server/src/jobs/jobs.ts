import { expireUnpaidOrders } from '../modules/orders/order-lifecycle';
import { reconcilePayments } from '../modules/payments/reconcile';
import { releaseExpiredHolds } from '../modules/slots/slots.service';
import { expireUnpaidBills } from '../modules/subscriptions/subscriptions.service';
import type { Job } from './runner';

/** Larder's background jobs (decision 008): sweeps, each idempotent, each run by one process at a time. */
export const JOBS: Job[] = [
  // Webhooks are the fast path; this asks providers about attempts left open, and retries voids and refunds.
  { name: 'payments.reconcile', everyMs: 60_000, run: (ctx) => reconcilePayments(ctx) },
  // Card orders and subscription bills not paid in time give back what they hold.
  { name: 'orders.expire-unpaid', everyMs: 60_000, run: (ctx) => expireUnpaidOrders(ctx) },
  { name: 'subscriptions.expire-unpaid', everyMs: 60_000, run: (ctx) => expireUnpaidBills(ctx) },
  // Holds are also released when slots are read; this frees the places of holds nobody looks at.
  { name: 'slots.release-expired-holds', everyMs: 60_000, run: (ctx) => releaseExpiredHolds(ctx) },
];
