import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: ['get_general_settings', {}],
    queryFn: ({ signal }) => call('get_general_settings', {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** The shop's contact details: address, phone, e-mail, opening hours and social links. */
export function useGeneralSettings() {
  return useQuery(generalSettingsQuery());
}
