import { cashWords } from '@larder/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { useCart } from '../../shared/cart/get-cart';
import { locationDeliveryQuery } from '../../shared/location/api/check-user-location-delivery';
import { useAddressList } from '../../shared/location/api/get-address-list';
import { useWebsiteSettings } from '../../lib/website-settings';
import { useCustomerPoints } from '../../shared/points/get-customer-points';
import { useCheckoutSummary } from './api/get-checkout-summary';
import { useDeliverySlots } from '../../shared/checkout/get-delivery-slots';
import { useOrderDiscount } from './api/get-order-discount';
import { usePaymentMethods } from '../../shared/checkout/get-payment-methods';
import { useShippingMethods } from '../../shared/checkout/get-shipping-methods';
import { useSlotHold } from '../../shared/checkout/get-slot-hold';
import { resolveAddress } from '../../shared/checkout/resolve-address';
import { useWalletDetails } from './api/wallet-details';
import { useCheckoutChoices } from './checkout-state';

/** The spec's texts for a missing choice. */
export const CHOOSE_METHOD = 'please choose Shipping Method';
export const CHOOSE_SLOT = 'please choose Delivery Date slot';
export const CHOOSE_ADDRESS = 'Please choose a delivery address.';
export const NOT_AVAILABLE = 'Shipping is not available to your location!';

export type MissingStep = 'address' | 'method' | 'slot' | 'payment' | null;

/**
 * Everything the checkout screens show and decide from, in one place: the cart, the choices
 * (address, method, the server's slot hold, payment), the server's bill for them and what is
 * still missing before the order can be placed. /checkout and /order-summary both use it.
 */
export function useCheckout() {
  const session = useSession();
  const choices = useCheckoutChoices();
  const cart = useCart();
  const addresses = useAddressList();
  const methods = useShippingMethods();
  const payments = usePaymentMethods();
  const hold = useSlotHold();
  const settings = useWebsiteSettings();

  const signedIn = Boolean(session);
  const method = (signedIn && methods.data?.find((m) => m.name === choices.method)) || null;
  const address = resolveAddress(addresses.data, choices.address, method?.is_pickup !== 1);
  // Before a method is chosen the bill is priced for Delivery, so the shopper sees real numbers.
  const billMethod = method ?? methods.data?.find((m) => !m.is_pickup) ?? methods.data?.[0] ?? null;
  const pickup = billMethod?.is_pickup === 1;

  const slots = useDeliverySlots(method?.name ?? null);
  const group = slots.data?.[0] ?? null;
  const slotsNeeded = method !== null && (slots.data === undefined || slots.data.length > 0);
  const heldHold = hold.data?.hold ?? null;
  // The hold counts as this checkout's slot only when it is for this method.
  const slot = heldHold && method && heldHold.shipping_method === method.name ? heldHold : null;

  const walletOn = settings.data?.enable_wallet === 1;
  const wallet = useWalletDetails(walletOn);
  const walletBalance = walletOn ? (wallet.data?.current_wallet_amount ?? 0) : 0;
  const pointsOn = settings.data?.enable_reward_points === 1;
  const points = useCustomerPoints();
  const pointsBalance = pointsOn ? (points.data?.total_points ?? 0) : 0;

  const payment = payments.data?.find((p) => p.name === choices.payment) ?? payments.data?.[0] ?? null;
  // What the shopper asked for, as far as the shop offers it (asking for a switched-off wallet or
  // points is refused by the server). Points: the balance, which the server caps at what may pay.
  const useWallet = choices.useWallet && walletBalance > 0 && payment?.payment_type !== 'Wallet';
  const usePoints = choices.usePoints ? pointsBalance : 0;

  const summary = useCheckoutSummary(
    billMethod
      ? {
          shippingMethod: billMethod.name,
          shipAddr: pickup ? null : (address?.name ?? null),
          paymentMethod: payment?.name ?? null,
          useWallet,
          usePoints,
        }
      : null,
    signedIn,
  );
  const discount = useOrderDiscount(billMethod?.name ?? null, signedIn);
  const coupon = choices.coupon ?? (summary.data?.coupon_code || null);

  const checkLocation = Boolean(method && !method.is_pickup && address);
  const location = useQuery({
    ...locationDeliveryQuery({
      zipcode: address?.zipcode ?? '',
      ...(address?.latitude != null && address.longitude != null ? { lat: address.latitude, lng: address.longitude } : {}),
    }),
    enabled: checkLocation,
  });
  const locationUnavailable = checkLocation && location.data !== undefined && !location.data.allow;

  // The mobile next-step order: address, then method and slot, then payment.
  let missing: MissingStep = null;
  if (!address && !method?.is_pickup) missing = 'address';
  else if (!method) missing = 'method';
  else if (slotsNeeded && !slot) missing = 'slot';
  else if (!payment) missing = 'payment';

  const missingMessage: Record<Exclude<MissingStep, null>, string> = {
    address: CHOOSE_ADDRESS,
    method: CHOOSE_METHOD,
    slot: CHOOSE_SLOT,
    payment: 'Please choose a way to pay.',
  };

  return {
    session,
    choices,
    cart,
    addresses,
    address,
    methods,
    method,
    billMethod,
    slots,
    group,
    slotsNeeded,
    hold,
    slot,
    summary,
    discount,
    /** The code on the cart (applied here or elsewhere), or null. */
    coupon,
    location,
    locationUnavailable,
    payments,
    payment,
    walletOn,
    wallet,
    walletBalance,
    pointsOn,
    /** What the bill and the order use: the wallet and points as chosen and offered. */
    useWallet,
    usePoints,
    missing,
    missingText: missing ? missingMessage[missing] : null,
    /**
     * Placing waits for the bill: while it is repriced for a changed choice, or, with every step
     * chosen, until it has loaded or failed.
     */
    billPending: summary.isPlaceholderData || (!missing && !summary.data && !summary.error),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/** A way to pay as the shopper reads it: cash is paid at the counter for a collection, at the door otherwise. */
export function paymentWords(
  p: { payment_type: string; display_name: string; description: string },
  pickup: boolean,
): { name: string; description: string } {
  return p.payment_type === 'Cash' ? cashWords(pickup) : { name: p.display_name, description: p.description };
}

/** Who is paid what is left after points and wallet: the card now, or cash at the door or the counter. */
export function toPayLabel(c: Pick<Checkout, 'payment' | 'billMethod'>): string | null {
  const type = c.payment?.payment_type;
  if (type === 'Online Payment') return 'To pay by card';
  if (type === 'Cash') return c.billMethod?.is_pickup === 1 ? 'To pay on collection' : 'To pay on delivery';
  return null;
}

/** For the mobile bar: what the card (or cash) pays, when points or the wallet take part of the total. */
export function restToPay(c: Checkout): { label: string; amount: number } | null {
  const s = c.summary.data;
  const label = toPayLabel(c);
  if (!s || !label || s.to_pay === s.total) return null;
  return { label, amount: s.to_pay };
}
