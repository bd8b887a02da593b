import type { CallPayloadIn } from '@larder/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * check_user_location_delivery: the server applies the shop's mode (postcode areas, radius from
 * the store, or the nearest serving store). Answers are cached briefly so dragging the map back
 * and forth does not ask twice for the same point.
 */
export const locationDeliveryQuery = (payload: CallPayloadIn<'check_user_location_delivery'>) =>
  queryOptions({
    queryKey: ['check_user_location_delivery', payload],
    queryFn: () => call('check_user_location_delivery', payload),
    staleTime: 60_000,
    retry: false,
  });
