import type { TOrder } from '@larder/contract/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePaymentMethods } from '../../shared/checkout/get-payment-methods';
import { payFor } from '../../shared/payments/pay';
import { notify } from '../../ui/toast';

type OrderHead = Pick<TOrder, 'name' | 'status' | 'outstanding_amount' | 'payment_method' | 'payment_method_name' | 'payment_status'>;

/**
 * Pay now for a placed card order that is not paid yet (a declined or abandoned payment): the
 * card sheet opens for what is left; success goes to the thank-you page, anything else leaves
 * the order as it is, ready to try again.
 */
export function usePayOrder(alert: (message: string) => Promise<void>) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  const [paying, setPaying] = useState(false);
  const cards = methods.data?.filter((m) => m.payment_type === 'Online Payment') ?? [];

  // An authorised card (weighed items) is charged after picking: nothing to pay now.
  const canPay = (o: OrderHead) =>
    o.status !== 'Cancelled' &&
    o.payment_status !== 'Authorized' &&
    o.outstanding_amount > 0 &&
    o.payment_method_name === 'Card' &&
    cards.length > 0;

  const pay = async (o: OrderHead) => {
    if (paying) return;
    // The order's provider when the shop still offers it, else the first card provider.
    const provider = cards.find((m) => m.name === o.payment_method)?.name ?? cards[0]?.name;
    setPaying(true);
    const outcome = await payFor({ purpose: 'order', reference: o.name, provider });
    setPaying(false);
    void qc.invalidateQueries({ queryKey: ['get_order_details'] });
    void qc.invalidateQueries({ queryKey: ['order_list'] });
    if (outcome.status === 'success') void navigate(`/thankyou/${o.name}`, { replace: true });
    else if (outcome.status === 'failed') await alert(outcome.message);
    else notify(outcome.message);
  };

  return { canPay, pay: (o: OrderHead) => void pay(o), paying };
}
