import type { TAddress } from '@larder/contract/location';

/** The address a checkout uses: the one picked (if it still exists), else the default, else the first. */
export function resolveAddress(list: TAddress[] | undefined, chosen: string | null): TAddress | null {
  if (!list?.length) return null;
  return list.find((a) => a.name === chosen) ?? list.find((a) => a.is_default) ?? list[0] ?? null;
}
