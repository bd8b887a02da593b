import type { TAddress } from '@larder/contract/location';

/**
 * The address a checkout uses: the one picked (if it still exists), else the default, else the first —
 * for delivery only among those the shop delivers to (any will do for collection).
 */
export function resolveAddress(list: TAddress[] | undefined, chosen: string | null, forDelivery = true): TAddress | null {
  const usable = forDelivery ? list?.filter((a) => a.deliverable === 1) : list;
  if (!usable?.length) return null;
  return usable.find((a) => a.name === chosen) ?? usable.find((a) => a.is_default) ?? usable[0] ?? null;
}
