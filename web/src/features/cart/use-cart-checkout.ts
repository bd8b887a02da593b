import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { useCheckoutChoicesQuery } from '../../shared/checkout/checkout-choices';
import { useDeliverySlots } from '../../shared/checkout/get-delivery-slots';
import { useShippingMethods } from '../../shared/checkout/get-shipping-methods';
import { useSlotHold } from '../../shared/checkout/get-slot-hold';
import { resolveAddress } from '../../shared/checkout/resolve-address';
import { locationDeliveryQuery } from '../../shared/location/api/check-user-location-delivery';
import { useAddressList } from '../../shared/location/api/get-address-list';

/** The mobile cart's next step, in the spec's order: login, address, slot, pay. */
export type CartStep = 'login' | 'address' | 'slot' | 'pay';

export const CART_STEP_LABEL: Record<CartStep, string> = {
  login: 'Login',
  address: 'Choose Address',
  slot: 'Choose Delivery Slot',
  pay: 'Proceed To Pay',
};

/**
 * What the mobile cart shows of the checkout: the address, method and held slot kept on the
 * server (so they are the same after a reload or on another device) and the step reached.
 */
export function useCartCheckout() {
  const session = useSession();
  const choices = useCheckoutChoicesQuery();
  const addresses = useAddressList();
  const methods = useShippingMethods();
  const hold = useSlotHold();

  const method = (session && methods.data?.find((m) => m.name === choices.data?.shipping_method)) || null;
  const pickup = method?.is_pickup === 1;
  const slots = useDeliverySlots(method?.name ?? null);
  const address = resolveAddress(addresses.data, choices.data?.ship_addr ?? null, !pickup);
  const held = hold.data?.hold ?? null;
  const slot = held && method && held.shipping_method === method.name ? held : null;
  const slotsNeeded = method !== null && (slots.data === undefined || slots.data.length > 0);

  const checkLocation = Boolean(method && !pickup && address);
  const location = useQuery({
    ...locationDeliveryQuery({
      zipcode: address?.zipcode ?? '',
      ...(address?.latitude != null && address.longitude != null ? { lat: address.latitude, lng: address.longitude } : {}),
    }),
    enabled: checkLocation,
  });

  let step: CartStep;
  if (!session) step = 'login';
  else if (!address && !pickup) step = 'address';
  else if (!method || (slotsNeeded && !slot)) step = 'slot';
  else step = 'pay';

  return {
    signedIn: Boolean(session),
    loading: Boolean(session) && (choices.isPending || addresses.isPending || methods.isPending || hold.isPending),
    address,
    method,
    pickup,
    slot,
    slotsNeeded,
    step,
    locationUnavailable: checkLocation && location.data !== undefined && !location.data.allow,
  };
}

export type CartCheckout = ReturnType<typeof useCartCheckout>;
