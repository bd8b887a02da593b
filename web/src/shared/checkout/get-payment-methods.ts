import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../lib/call-query';
import { useSession } from '../../lib/session';

export const paymentMethodsQuery = () => callQuery('get_payment_method', {}, 5 * 60_000);

/** get_payment_method (signed-in customers): cards (one entry per enabled provider), the wallet and cash on delivery. */
export function usePaymentMethods() {
  return useQuery({ ...paymentMethodsQuery(), enabled: Boolean(useSession()) });
}
