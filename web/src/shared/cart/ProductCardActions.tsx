import type { TListProduct } from '@larder/contract/catalog';
import { AddToCartControl } from './AddToCartControl';
import { WishlistButton } from './WishlistButton';

/** What goes in ProductCard's `actions` slot: the add-to-cart control and the wishlist heart. */
export function ProductCardActions({ product }: { product: TListProduct }) {
  return (
    <div className="flex items-center gap-1.5">
      <div className="min-w-0 flex-1">
        <AddToCartControl product={product} />
      </div>
      <WishlistButton product={product.name} item={product.item} />
    </div>
  );
}
