import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { getSession } from '../../../lib/session';

/** Today in the shop's calendar, yyyy-mm-dd (the spec's start date format). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The spec's fixed payment method code of a web subscription. */
export const SUBSCRIPTION_PAYMENT_METHOD = 'RP';

/** insert_web_subscription: a Pending subscription and its first bill (order{name, total_amount}) to pay. */
export function useInsertWebSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: string) => {
      const s = getSession();
      return call('insert_web_subscription', {
        party: s?.customer_id,
        party_name: s?.customer_name,
        start: todayIso(),
        subscription_plan: plan,
        paymentmethod: SUBSCRIPTION_PAYMENT_METHOD,
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['get_customer_plan_based_subscritpions'] }),
  });
}
