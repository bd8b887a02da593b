import { useWebsiteSettings } from '../../lib/website-settings';

/** The shop's name for the payment sheet's header. */
export function useStoreName(): string {
  return useWebsiteSettings().data?.store_name || 'Secure payment';
}
