import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** check_pincode_availability: is a postcode inside the shop's areas (message.is_available 1/0). */
export const pincodeAvailabilityQuery = (zipcode: string) =>
  queryOptions({
    queryKey: ['check_pincode_availability', { zipcode }],
    queryFn: () => call('check_pincode_availability', { zipcode }),
    staleTime: 60_000,
    retry: false,
  });
