import type { Handlers } from '../../rpc/handler-types';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address.service';
import {
  checkDistanceByPostcode,
  checkLatLng,
  checkLocation,
  checkPostcode,
  countries,
  countryStates,
  listAreas,
  searchPlaces,
} from './location.service';
import { getWebsiteSettings } from './website-settings';

export const locationRpc = {
  get_all_website_settings: (ctx) => getWebsiteSettings(ctx),
  check_pincode_availability: (ctx, p) => checkPostcode(ctx, p.zipcode),
  check_distance_by_zipcode: (ctx, p) => checkDistanceByPostcode(ctx, p.zipcode, p.business),
  check_distance_by_latlng: (ctx, p) => checkLatLng(ctx, p.lat, p.lng, p.business),
  check_user_location_delivery: (ctx, p) => checkLocation(ctx, p),
  get_all_area_list: (ctx) => listAreas(ctx),
  get_google_locations: (ctx, p) =>
    searchPlaces(ctx, p.query ?? p.input ?? '', p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : undefined),
  get_country_list: () => countries(),
  get_country_states: (_ctx, p) => countryStates(p.country),
  get_address_list: (ctx) => listAddresses(ctx),
  insert_address: (ctx, p) => addAddress(ctx, { ...p.data, is_default: p.data.is_default }),
  update_address: (ctx, p) => updateAddress(ctx, p.data.name, p.data),
  delete_address: (ctx, p) => deleteAddress(ctx, (p.id ?? p.name)!),
} satisfies Partial<Handlers>;
