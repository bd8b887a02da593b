import type { TWebsiteSettings } from '@larder/contract/settings';

export type LocationMode = 'multi_store' | 'radius' | 'zipcode' | 'open';

/** How the shop decides who it delivers to; the server applies the same order. */
export function locationMode(s: TWebsiteSettings | undefined): LocationMode {
  if (!s) return 'zipcode';
  if (s.enable_multi_store) return 'multi_store';
  if (s.radius_based_validation) return 'radius';
  if (s.enable_zipcode) return 'zipcode';
  return 'open';
}
