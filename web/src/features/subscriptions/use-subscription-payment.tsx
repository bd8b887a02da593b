import { errorText } from '../../api/client';
import { payFor, SUBSCRIPTION_COMPLETED } from '../../shared/payments/pay';
import { usePaymentAlert } from '../../shared/payments/use-payment-alert';
import { notify } from '../../ui/toast';

export const ALREADY_SUBSCRIBED = 'User is already subscribed !';

/**
 * Paying a subscription bill (SUB-ORD-…) with the card sheet and telling the shopper how it went:
 * 'Subscription is sucessfully completed.' on success, the message on failure.
 */
export function useSubscriptionPayment() {
  const { alert, element } = usePaymentAlert();
  async function pay(orderName: string): Promise<boolean> {
    try {
      const outcome = await payFor({ purpose: 'subscription', reference: orderName });
      if (outcome.status === 'success') {
        await alert(SUBSCRIPTION_COMPLETED);
        return true;
      }
      if (outcome.status === 'cancelled') notify(outcome.message);
      else await alert(outcome.message);
    } catch (err) {
      await alert(errorText(err));
    }
    return false;
  }
  return { pay, alert, element };
}
