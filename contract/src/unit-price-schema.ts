import { z } from 'zod';
import type { TUnitPrice } from './unit-price';
import type { TSoldByWeight } from './weighed';

/** The wire shape of a unit price (kept apart from unit-price.ts so pages showing one load no zod). */
export const ZUnitPrice = z.object({
  text: z.string(),
  per: z.enum(['kg', '100g', 'litre', '100ml', 'item']),
  pence: z.number().int(),
}) satisfies z.ZodType<TUnitPrice>;

/** A product sold by weight (catch-weight): price per kg and typical weight; null when sold by the pack. */
export const ZSoldByWeight = z.object({
  price_per_kg: z.number(),
  typical_weight_g: z.number().int(),
  label: z.string(),
}) satisfies z.ZodType<TSoldByWeight>;

/** An order line sold by weight: what it was estimated at, its cap, and its weight once picked (amounts in pounds). */
export const ZOrderLineWeighed = z.object({
  price_per_kg: z.number(),
  estimated_weight_g: z.number().int(),
  estimated_total: z.number(),
  max_total: z.number(),
  weighed_weight_g: z.number().int().nullable(),
});
