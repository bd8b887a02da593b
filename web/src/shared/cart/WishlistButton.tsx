import { Heart } from 'lucide-react';
import { errorText } from '../../api/client';
import { useDeleteCartItem } from './delete-cart-item';
import { findWishlistLine, useCartOnCard } from './get-cart';
import { useAddToCartFlow } from './use-add-flow';
import { useCartAlert } from './use-cart-alert';

/**
 * The heart: adds the product to the wishlist (cartType 'Wishlist') or removes its wishlist line.
 * With `attributeIds` (the product page) it is about that combination; without (a listing), about
 * any line of the product.
 */
export function WishlistButton({
  product,
  item,
  attributeIds,
  size = 'sm',
}: {
  product: string;
  item: string;
  attributeIds?: string[];
  size?: 'sm' | 'lg';
}) {
  const data = useCartOnCard();
  const alerts = useCartAlert();
  const flow = useAddToCartFlow(alerts);
  const remove = useDeleteCartItem();
  const key = attributeIds ? [...attributeIds].sort().join('\n') : undefined;
  const line = findWishlistLine(data, product, key);
  const pending = flow.pending || remove.isPending;

  const toggle = () => {
    if (line) remove.mutate(line.name, { onError: (err) => void alerts.inform(errorText(err)) });
    else void flow.add({ product, item, qty: 1, attributeIds, cartType: 'Wishlist' });
  };

  const dims = size === 'lg' ? 'size-12' : 'size-9';
  return (
    <>
      <button
        type="button"
        aria-label={line ? `Remove ${item} from wishlist` : `Add ${item} to wishlist`}
        aria-disabled={pending || undefined}
        onClick={() => !pending && toggle()}
        className={`grid ${dims} shrink-0 place-items-center rounded-full border border-line bg-white text-brand-600 transition hover:border-brand-600 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        <Heart aria-hidden="true" className={`${size === 'lg' ? 'size-5' : 'size-4'} ${line ? 'fill-current' : ''}`} />
      </button>
      {alerts.element}
    </>
  );
}
