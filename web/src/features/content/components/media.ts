import { assetUrl } from '../../../api/client';

/** The API's images come as `name-640.webp` with a `-320` sibling; anything else has no variants. */
export function responsiveImage(src: string): { src: string; srcSet?: string } {
  const m = /^(.*)-640\.webp$/.exec(src);
  if (!m) return { src: assetUrl(src) };
  return { src: assetUrl(src), srcSet: `${assetUrl(`${m[1]}-320.webp`)} 320w, ${assetUrl(src)} 640w` };
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-08-06" → "6 August 2026"; anything unparseable is shown as it came. */
export function formatPostDate(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : LONG_DATE.format(d);
}
