import type { Ctx } from '../../ctx';
import { activePlanBenefits } from '../subscriptions/subscriptions.service';

/** What the customer's active subscription plans give at checkout (e.g. the Delivery Saver's lower free-delivery threshold). */
export function planBenefits(ctx: Ctx, customerId: string): Promise<{ freeDeliveryOver: number | null }> {
  return activePlanBenefits(ctx, customerId);
}
