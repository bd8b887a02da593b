import type { TCheckoutChoices } from '@larder/contract/checkout';
import type { Ctx } from '../../ctx';
import { AppError, invalid } from '../../lib/errors';
import { readCheckoutChoices, type StoredCheckoutChoices, writeCheckoutChoices } from '../cart/cart-store';
import { ownAddress } from '../location/address.service';
import { getMethod } from '../shipping/shipping.service';
import { getHold } from '../slots/slots.service';
import { customerOf, paymentMethods } from './checkout.service';
import { ownAddressOf } from './pricing';

type ChoicesPatch = {
  ship_addr?: string | null;
  shipping_method?: string | null;
  payment_method?: string | null;
  use_wallet?: boolean;
  use_points?: boolean;
};

/** A stored method id that is still an active method, or null (the owner may have switched it off). */
async function activeMethodId(ctx: Ctx, id: string | null): Promise<string | null> {
  if (!id) return null;
  try {
    return (await getMethod(ctx, id)).id;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/**
 * get_checkout_choices: what the customer chose at checkout, as it still stands — an address they
 * deleted, a method switched off or a way to pay no longer offered reads as not chosen. With no
 * method kept but a slot held (theirs, unexpired), the hold's method is the one chosen.
 */
export async function getCheckoutChoices(ctx: Ctx): Promise<TCheckoutChoices> {
  const customerId = customerOf(ctx);
  const stored = await readCheckoutChoices(ctx, customerId);
  const address = stored.addressId ? await ownAddress(ctx, stored.addressId) : null;
  let method = await activeMethodId(ctx, stored.methodId);
  if (!method) method = await activeMethodId(ctx, (await getHold(ctx, customerId)).hold?.shipping_method ?? null);
  const offered = stored.payment ? (await paymentMethods(ctx)).some((p) => p.name === stored.payment) : false;
  return {
    ship_addr: address?.id ?? null,
    shipping_method: method,
    payment_method: offered ? stored.payment : null,
    use_wallet: stored.useWallet,
    use_points: stored.usePoints,
  };
}

/**
 * set_checkout_choices: changes the choices named in the patch. Only the caller's own address, an
 * active method and a way to pay the shop offers are kept (404 / 417 otherwise, nothing changed).
 * A different address resets the method, as the spec says, unless the patch names one too.
 */
export async function setCheckoutChoices(ctx: Ctx, patch: ChoicesPatch): Promise<TCheckoutChoices> {
  const customerId = customerOf(ctx);
  const stored = await readCheckoutChoices(ctx, customerId);
  const next: StoredCheckoutChoices = { ...stored };
  if (patch.ship_addr !== undefined) {
    next.addressId = patch.ship_addr === null ? null : (await ownAddressOf(ctx, customerId, patch.ship_addr)).id;
    if (next.addressId !== stored.addressId) next.methodId = null;
  }
  if (patch.shipping_method !== undefined)
    next.methodId = patch.shipping_method === null ? null : (await getMethod(ctx, patch.shipping_method)).id;
  if (patch.payment_method !== undefined) {
    if (patch.payment_method !== null && !(await paymentMethods(ctx)).some((p) => p.name === patch.payment_method))
      throw invalid('That way to pay is not offered.', [{ field: 'payment_method', message: 'That way to pay is not offered.' }]);
    next.payment = patch.payment_method;
  }
  if (patch.use_wallet !== undefined) next.useWallet = patch.use_wallet;
  if (patch.use_points !== undefined) next.usePoints = patch.use_points;
  await writeCheckoutChoices(ctx, customerId, next);
  return getCheckoutChoices(ctx);
}
