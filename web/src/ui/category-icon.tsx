import { assetUrl } from '../api/client';

/** A category's small round-cornered picture (its phone image where it has one), beside its name in a link. */
export function CategoryIcon({
  category,
  size,
  className,
}: {
  category: { image: string; mobile_image: string };
  size: number;
  className: string;
}) {
  return (
    <img
      src={assetUrl(category.mobile_image || category.image)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
