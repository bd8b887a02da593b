import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** The shop's settings (same query as the shell's, so usually cached): store name, wallet flag. */
export function useShopSettings() {
  return useQuery({
    queryKey: ['get_all_website_settings'],
    queryFn: () => call('get_all_website_settings', {}),
    staleTime: 5 * 60_000,
  });
}

/** The shop's name for the payment sheet's header. */
export function useStoreName(): string {
  return useShopSettings().data?.store_name || 'Secure payment';
}
