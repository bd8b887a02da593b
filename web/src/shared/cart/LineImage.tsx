import { assetUrl } from '../../api/client';

/** A cart or wishlist line's picture: the shop sends the 320 px variant; the 640 px one serves sharp screens. */
export function LineImage({ src, size, eager = false }: { src: string; size: number; eager?: boolean }) {
  if (!src) return <div aria-hidden="true" className="shrink-0 rounded-lg bg-stone-100" style={{ width: size, height: size }} />;
  const large = src.replace(/-320(\.\w+)$/, '-640$1');
  return (
    <img
      src={assetUrl(src)}
      srcSet={large !== src ? `${assetUrl(src)} 320w, ${assetUrl(large)} 640w` : undefined}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="shrink-0 rounded-lg bg-stone-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
