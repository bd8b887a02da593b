import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call-query';

export const generalSettingsQuery = () => callQuery('get_general_settings', {}, 10 * 60_000);

/** The shop's contact details: address, phone, e-mail, opening hours and social links. */
export function useGeneralSettings() {
  return useQuery(generalSettingsQuery());
}
