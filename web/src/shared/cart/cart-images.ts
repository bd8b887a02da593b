import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetUrl, call } from '../../api/client';

// The same query (and cache entry) as the settings feature's; features do not import each other,
// so the cart reads the two pictures it needs through its own copy of the options.
const websiteSettings = queryOptions({
  queryKey: ['get_all_website_settings'],
  queryFn: () => call('get_all_website_settings', {}),
  staleTime: 5 * 60_000,
});

/** The shop's pictures for an empty cart and an empty wishlist (settings.app_settings). */
export function useEmptyListImages(): { cart?: string; wishlist?: string } {
  const app = useQuery(websiteSettings).data?.app_settings;
  return { cart: app?.no_cart ? assetUrl(app.no_cart) : undefined, wishlist: app?.no_wishlist ? assetUrl(app.no_wishlist) : undefined };
}
