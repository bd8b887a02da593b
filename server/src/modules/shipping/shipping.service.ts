import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import { notFound } from '../../lib/errors';
import { haversineKm } from '../location/geo';
import type { AddressRow } from '../location/location.table';
import { getStoreSettings } from '../settings/settings.service';
import { chargeFromRates } from './rates';
import type { ShippingMethodRow, ShippingRateRow } from './shipping.table';

interface ShippingData {
  methods: ShippingMethodRow[];
  rates: Map<string, ShippingRateRow[]>;
}

function shippingData(ctx: Ctx): Promise<ShippingData> {
  const memo = appSingleton(ctx.app, 'shipping.data', () => new VersionedMemo<string, ShippingData>(ctx.app.cache, 'delivery'));
  return memo.get('all', async () => {
    const [methods, rates] = await Promise.all([
      ctx.db.selectFrom('shipping_method').selectAll().where('is_active', '=', 1).orderBy('display_order').orderBy('id').execute(),
      ctx.db.selectFrom('shipping_rate').selectAll().orderBy('display_order').execute(),
    ]);
    const byMethod = new Map<string, ShippingRateRow[]>();
    for (const r of rates) byMethod.set(r.shipping_method_id, [...(byMethod.get(r.shipping_method_id) ?? []), r]);
    return { methods, rates: byMethod };
  });
}

export async function listMethods(ctx: Ctx) {
  return (await shippingData(ctx)).methods.map((m) => ({
    name: m.id,
    shipping_method_name: m.name,
    is_pickup: m.is_pickup ? (1 as const) : (0 as const),
    description: m.description,
  }));
}

/** An active method by id or name ('Delivery'). */
export async function getMethod(ctx: Ctx, ref: string): Promise<ShippingMethodRow> {
  const m = (await shippingData(ctx)).methods.find((x) => x.id === ref || x.name.toLowerCase() === ref.toLowerCase());
  if (!m) throw notFound('Shipping method not found.');
  return m;
}

export async function defaultMethodId(ctx: Ctx): Promise<string> {
  const m = (await shippingData(ctx)).methods.find((x) => !x.is_pickup) ?? (await shippingData(ctx)).methods[0];
  if (!m) throw notFound('No shipping method is set up.');
  return m.id;
}

export interface ShippingQuote {
  /** Delivery charge before any delivery discount (pence). */
  charge: number;
  /** The charge is 0 because the basket reached the free-delivery threshold. */
  freeByThreshold: boolean;
  basketCharge: number;
  freeDeliveryOver: number | null;
  distanceKm: number | null;
  /** Null when the method cannot deliver there (no rule applies). */
  problem: string | null;
}

/**
 * The small-basket charge (Tesco-style): a basket of paid goods under the minimum pays it rather
 * than being refused. The one rule, for the cart, the quote and the order; `shortfall` is what
 * would avoid it.
 */
export function smallBasketCharge(
  s: { min_basket: number; basket_charge: number },
  subtotal: number,
): { charge: number; shortfall: number } {
  const applies = subtotal > 0 && subtotal < s.min_basket && s.basket_charge > 0;
  return { charge: applies ? s.basket_charge : 0, shortfall: applies ? s.min_basket - subtotal : 0 };
}

/**
 * The one shipping function, used for quotes and for the order alike: the method's rules on
 * the basket (value, weight, distance from the store), free over the threshold, free for
 * collection, plus the basket charge under the minimum basket.
 */
export async function quoteShipping(
  ctx: Ctx,
  input: {
    method: ShippingMethodRow;
    address: AddressRow | null;
    subtotal: number;
    weightGrams: number;
    freeDeliveryOverride?: number | null;
  },
): Promise<ShippingQuote> {
  const s = await getStoreSettings(ctx);
  const basketCharge = smallBasketCharge(s, input.subtotal).charge;
  const threshold =
    input.freeDeliveryOverride !== undefined && input.freeDeliveryOverride !== null
      ? Math.min(input.freeDeliveryOverride, s.free_delivery_over ?? Infinity)
      : s.free_delivery_over;
  if (input.method.is_pickup)
    return { charge: 0, freeByThreshold: false, basketCharge, freeDeliveryOver: null, distanceKm: null, problem: null };
  let distanceKm: number | null = null;
  if (input.address?.latitude != null && input.address.longitude != null) {
    const store = await ctx.db.selectFrom('business').select(['latitude', 'longitude']).where('id', '=', 'BS-00001').executeTakeFirst();
    if (store) distanceKm = haversineKm(store.latitude, store.longitude, input.address.latitude, input.address.longitude);
  }
  const rates = (await shippingData(ctx)).rates.get(input.method.id) ?? [];
  const charge = chargeFromRates(rates, {
    subtotal: input.subtotal,
    weightGrams: input.weightGrams,
    distanceMetres: distanceKm === null ? null : Math.round(distanceKm * 1000),
  });
  if (charge === null)
    return {
      charge: 0,
      freeByThreshold: false,
      basketCharge,
      freeDeliveryOver: threshold ?? null,
      distanceKm,
      problem: 'Shipping is not available to your location!',
    };
  if (threshold !== null && threshold !== undefined && input.subtotal >= threshold)
    return { charge: 0, freeByThreshold: charge > 0, basketCharge, freeDeliveryOver: threshold, distanceKm, problem: null };
  return { charge, freeByThreshold: false, basketCharge, freeDeliveryOver: threshold ?? null, distanceKm, problem: null };
}
