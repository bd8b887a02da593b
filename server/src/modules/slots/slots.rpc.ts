import type { Handlers } from '../../rpc/handler-types';
import { unauthorized } from '../../lib/errors';
import type { Ctx } from '../../ctx';
import { defaultMethodId, getMethod } from '../shipping/shipping.service';
import { extendHold, getHold, holdSlot, releaseHold, slotGroups } from './slots.service';

function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

export const slotsRpc = {
  get_cart_delivery_slots: async (ctx, p) =>
    slotGroups(ctx, p.shipping_method ? (await getMethod(ctx, p.shipping_method)).id : await defaultMethodId(ctx), customerOf(ctx)),
  hold_delivery_slot: async (ctx, p) => holdSlot(ctx, customerOf(ctx), (await getMethod(ctx, p.shipping_method)).id, p.date, p.slot),
  get_delivery_slot_hold: (ctx) => getHold(ctx, customerOf(ctx)),
  extend_delivery_slot_hold: (ctx) => extendHold(ctx, customerOf(ctx)),
  release_delivery_slot_hold: (ctx) => releaseHold(ctx, customerOf(ctx)),
} satisfies Partial<Handlers>;
