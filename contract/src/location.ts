import { z } from 'zod';
import { defineCall } from './calls-core';
import { zFullPostcode, zPhone, zPostcode } from './uk';
import { zFlag, zJsonObject, zNumber, zRef, zText } from './wire';

export { zFullPostcode, zPostcode };

export const zLat = zNumber({ min: -90, max: 90, label: 'lat' });
export const zLng = zNumber({ min: -180, max: 180, label: 'lng' });

export const ZArea = z.object({ name: z.string(), area: z.string(), city: z.string(), zipcode: z.string(), zone: z.string() });

export const ZAddress = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the shop delivers there (its delivery-area rule); 0: Click & Collect only. */
  deliverable: z.union([z.literal(0), z.literal(1)]),
});
export type TAddress = z.infer<typeof ZAddress>;

/** What a shopper is told when an address is outside the delivery area (the shop and the server say it alike). */
export function notDeliverableText(zipcode: string): string {
  return `We don't deliver to ${zipcode.trim().toUpperCase()}: it is outside our delivery area. You can still keep this address and use Click & Collect.`;
}

const addressFields = {
  first_name: zText({ min: 1, max: 60, label: 'first_name' }).optional(),
  last_name: zText({ max: 60, label: 'last_name' }).optional(),
  address: zText({ min: 3, max: 200, label: 'address' }).optional(),
  addr1: zText({ min: 3, max: 200, label: 'addr1' }).optional(),
  landmark: zText({ max: 120, label: 'landmark' }).optional(),
  city: zText({ min: 2, max: 80, label: 'city' }),
  state: zText({ max: 80, label: 'state' }).optional(),
  country: zText({ max: 60, label: 'country' }).optional(),
  zipcode: zFullPostcode().optional(),
  pincode: zFullPostcode('pincode').optional(),
  phone: zPhone().optional(),
  latitude: zNumber({ min: -90, max: 90, label: 'latitude' }).optional(),
  longitude: zNumber({ min: -180, max: 180, label: 'longitude' }).optional(),
  is_default: zFlag('is_default').optional(),
};

export const ZAddressInput = z
  .object(addressFields)
  .refine((a) => a.address ?? a.addr1, { error: 'address is required', path: ['address'] })
  .refine((a) => a.zipcode ?? a.pincode, { error: 'zipcode is required', path: ['zipcode'] });

/** An edit of one of the caller's addresses: its `name` and the fields that change. */
export const ZAddressEdit = z.object({
  name: zRef('name'),
  ...addressFields,
  city: addressFields.city.optional(),
});

export const ZPlace = z.object({
  description: z.string(),
  area: z.string(),
  city: z.string(),
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

const ZServiceability = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  is_available: z.union([z.literal(1), z.literal(0)]),
  zipcode: z.string(),
  distance: z.number().nullable(),
  unit: z.string(),
  store: z.object({ name: z.string(), business: z.string(), restaurant_name: z.string(), core_city: z.string() }).nullable(),
});

export const locationCalls = {
  check_pincode_availability: defineCall({
    payload: z.object({ zipcode: zPostcode() }),
    result: z.object({ is_available: z.union([z.literal(1), z.literal(0)]), zipcode: z.string(), area: z.string(), message: z.string() }),
    auth: 'public',
  }),
  check_distance_by_zipcode: defineCall({
    payload: z.object({ zipcode: zPostcode(), business: zRef('business').optional() }),
    result: ZServiceability,
    auth: 'public',
  }),
  check_distance_by_latlng: defineCall({
    payload: z.object({ lat: zLat, lng: zLng, business: zRef('business').optional() }),
    result: ZServiceability,
    auth: 'public',
  }),
  /** Serviceability by the store's mode (postcode, radius or multi-store). */
  check_user_location_delivery: defineCall({
    payload: z
      .object({ zipcode: zPostcode().optional(), lat: zLat.optional(), lng: zLng.optional() })
      .refine((p) => p.zipcode ?? (p.lat !== undefined && p.lng !== undefined), {
        error: 'Send a zipcode, or lat and lng',
        path: ['zipcode'],
      }),
    result: ZServiceability.extend({ allow: z.boolean() }),
    auth: 'public',
  }),
  get_all_area_list: defineCall({ payload: z.object({}), result: z.array(ZArea), auth: 'public' }),
  /** Place search (the store's own areas offline; a real provider when configured), in the store's country. */
  get_google_locations: defineCall({
    payload: z.object({
      query: zText({ min: 1, max: 100, label: 'query' }).optional(),
      input: zText({ min: 1, max: 100, label: 'input' }).optional(),
      lat: zLat.optional(),
      lng: zLng.optional(),
    }),
    result: z.array(ZPlace),
    auth: 'public',
  }),
  get_country_list: defineCall({
    payload: z.object({}),
    result: z.array(z.object({ name: z.string(), code: z.string() })),
    auth: 'public',
    http: 'GET',
  }),
  get_country_states: defineCall({
    payload: z.object({ country: zText({ min: 2, max: 60, label: 'country' }).default('United Kingdom') }),
    result: z.array(z.object({ name: z.string() })),
    auth: 'public',
    http: 'GET',
  }),
  get_address_list: defineCall({ payload: z.object({}), result: z.array(ZAddress), auth: 'customer' }),
  insert_address: defineCall({
    payload: z.object({ data: zJsonObject(ZAddressInput) }),
    result: z.object({ status: z.enum(['success', 'failed']), message: z.string(), address: ZAddress.nullable() }),
    auth: 'customer',
  }),
  update_address: defineCall({
    payload: z.object({ data: zJsonObject(ZAddressEdit) }),
    result: z.object({ status: z.enum(['success', 'failed']), message: z.string(), address: ZAddress.nullable() }),
    auth: 'customer',
  }),
  delete_address: defineCall({
    payload: z
      .object({ id: zRef('id').optional(), name: zRef('name').optional() })
      .refine((p) => p.id ?? p.name, { error: 'id is required', path: ['id'] }),
    result: z.object({ status: z.enum(['success', 'failed']), message: z.string() }),
    auth: 'customer',
  }),
};
