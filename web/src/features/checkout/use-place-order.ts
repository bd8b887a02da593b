import type { TOrder, TOrderChanges } from '@larder/contract/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { setCounts } from '../../lib/counts-store';
import { useIsDesktop } from '../../lib/use-media-query';
import { payFor } from '../../shared/payments/pay';
import { notify } from '../../ui/toast';
import { useInsertOrder } from './api/insert-order';
import { invalidateCheckoutTotals } from './api/invalidate';
import { resetTabNotes } from './checkout-state';
import { NOT_AVAILABLE, type Checkout } from './use-checkout';

export interface RefusedOrder {
  message: string;
  changes: TOrderChanges;
}

const hasChanges = (ch: TOrderChanges | null): ch is TOrderChanges =>
  Boolean(ch && (ch.new_total !== null || ch.quantities.length || ch.slot || ch.coupon));

/**
 * Placing the order: insert_order with the total the shopper saw. When the shop answers that
 * something changed, nothing is placed: the changes are shown and the bill refreshed. A card
 * order then opens the payment sheet; success goes to the thank-you page (replacing history),
 * anything else leaves the order placed and unpaid on its detail page, where it can be paid again.
 * A click while the bill is being (re)priced is kept and acted on once the bill is there, so the
 * order is placed at the total the shopper will see, and no click is lost.
 */
export function usePlaceOrder(c: Checkout, alert: (message: string) => Promise<void>) {
  const insert = useInsertOrder();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const [refused, setRefused] = useState<RefusedOrder | null>(null);
  const [placed, setPlaced] = useState<TOrder | null>(null);
  const [waiting, setWaiting] = useState(false);

  const refresh = () =>
    Promise.all([
      invalidateCheckoutTotals(qc),
      qc.invalidateQueries({ queryKey: ['get_cart_delivery_slots'] }),
      qc.invalidateQueries({ queryKey: ['get_delivery_slot_hold'] }),
    ]);

  const place = async () => {
    if (insert.isPending || placed) return;
    setWaiting(false);
    if (c.missingText) return void (await alert(c.missingText));
    if (c.locationUnavailable) return void (await alert(`${NOT_AVAILABLE} ${c.address?.zipcode ?? ''}`.trim()));
    if (c.billPending) return void setWaiting(true);
    const summary = c.summary.data;
    if (!summary) return void (await alert('We could not price your order. Please try again.'));
    if (!c.method || !c.payment) return;

    // The split the bill showed (get_checkout_summary): these points and the wallet, the rest by card or cash.
    const usePoints = summary.points_redeemed;
    let res;
    try {
      res = await insert.mutateAsync({
        shipping_method: c.method.name,
        ...(c.address ? { ship_addr: c.address.name } : {}),
        payment_method: c.payment.name,
        ...(c.slot ? { delivery_slots: [{ date: c.slot.date, slot: c.slot.slot }] } : {}),
        ...(c.choices.comments.trim() ? { customer_comments: c.choices.comments.trim() } : {}),
        order_from: desktop ? 'Website' : 'Mobile Web',
        expected_total: summary.total,
        ...(c.useWallet ? { use_wallet: true } : {}),
        ...(usePoints > 0 ? { use_points: usePoints } : {}),
      });
    } catch (err) {
      await alert(errorText(err));
      return;
    }

    if (!res.status || !res.order) {
      await refresh();
      if (hasChanges(res.changes)) setRefused({ message: res.message, changes: res.changes });
      else await alert(res.message);
      return;
    }

    const order = res.order;
    setPlaced(order);
    resetTabNotes(order.name);
    setCounts({ cart: 0 });
    void Promise.all(
      [
        'get_cartItems',
        'order_list',
        'get_delivery_slot_hold',
        'get_checkout_choices',
        'get_cart_delivery_slots',
        'wallet_details',
        'get_customer_points',
        'get_point_history',
      ].map((name) => qc.invalidateQueries({ queryKey: [name] })),
    );

    if (!res.is_redirect) {
      void navigate(`/thankyou/${order.name}`, { replace: true });
      return;
    }
    const outcome = await payFor({ purpose: 'order', reference: order.name, provider: c.payment.name });
    if (outcome.status === 'success') {
      void navigate(`/thankyou/${order.name}`, { replace: true });
      return;
    }
    if (outcome.status === 'cancelled') notify(outcome.message);
    else await alert(outcome.message);
    // The order is placed and waits for its payment: its page offers Pay now.
    void navigate(`/order-detail/${order.name}`, { replace: true });
  };

  // The kept click, once the bill is there.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per kept click: place() clears it
    if (waiting && !c.billPending) void place();
  });

  return {
    place: () => void place(),
    placing: waiting || insert.isPending || placed !== null,
    placed,
    refused,
    closeRefused: () => setRefused(null),
  };
}
