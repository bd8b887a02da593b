import { assetUrl } from '../../api/client';
import { useWebsiteSettings } from '../../lib/website-settings';

/** The shop's pictures for an empty cart and an empty wishlist (settings.app_settings). */
export function useEmptyListImages(): { cart?: string; wishlist?: string } {
  const app = useWebsiteSettings().data?.app_settings;
  return { cart: app?.no_cart ? assetUrl(app.no_cart) : undefined, wishlist: app?.no_wishlist ? assetUrl(app.no_wishlist) : undefined };
}
