import { z } from 'zod';
import type { TUnitPrice } from './unit-price';

/** The wire shape of a unit price (kept apart from unit-price.ts so pages showing one load no zod). */
export const ZUnitPrice = z.object({
  text: z.string(),
  per: z.enum(['kg', '100g', 'litre', '100ml', 'item']),
  pence: z.number().int(),
}) satisfies z.ZodType<TUnitPrice>;
