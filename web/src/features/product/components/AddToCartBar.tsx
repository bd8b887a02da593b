import type { TProductDetails } from '@larder/contract/catalog';
import { Heart, ShoppingCart } from 'lucide-react';
import { useAddToCartFlow } from '../../../shared/cart/use-add-flow';
import { useCartAlert } from '../../../shared/cart/use-cart-alert';
import { WishlistButton } from '../../../shared/cart/WishlistButton';
import { buttonClass } from '../../../ui/button';

/** What the shopper chose on a product page: everything the cart's insert call needs. */
export interface ProductSelection {
  /** Product id (item_code). */
  product: string;
  route: string;
  item: string;
  image: string;
  qty: number;
  /** Unit price of the chosen combination, in pounds. */
  price: number;
  /** Chosen option ids in attribute order. */
  attribute_ids: string[];
  /** The combination key: option ids sorted and joined by "\n" ('' without options). */
  attribute_id: string;
  /** "Cut: Boneless, Weight: 1 kg". */
  attribute_description: string;
}

/** What a view of one product takes: the product, and handlers a page may use instead of adding to the cart or wishlist. */
export interface ProductViewProps {
  product: TProductDetails;
  onAddToCart?: (selection: ProductSelection) => void;
  onToggleWishlist?: (selection: ProductSelection) => void;
}

/**
 * The add-to-cart and wishlist buttons: the chosen options and quantity go to the cart, the heart
 * keeps this combination in the wishlist. A page may pass its own handlers instead.
 */
export function AddToCartBar({
  selection,
  disabled = false,
  busy = false,
  onAddToCart,
  onToggleWishlist,
  showWishlist = true,
}: {
  selection: ProductSelection;
  disabled?: boolean;
  busy?: boolean;
  onAddToCart?: (selection: ProductSelection) => void;
  onToggleWishlist?: (selection: ProductSelection) => void;
  showWishlist?: boolean;
}) {
  const alerts = useCartAlert();
  const flow = useAddToCartFlow(alerts);
  const pending = busy || flow.pending;
  const add = () => {
    if (pending) return;
    if (onAddToCart) onAddToCart(selection);
    else void flow.add({ product: selection.product, item: selection.item, qty: selection.qty, attributeIds: selection.attribute_ids });
  };
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <button
        type="button"
        disabled={disabled}
        aria-disabled={pending || undefined}
        onClick={add}
        className={buttonClass('primary', 'lg', 'min-w-0 flex-1 px-4 aria-disabled:cursor-wait aria-disabled:opacity-80')}
      >
        <ShoppingCart aria-hidden="true" className="hidden size-5 shrink-0 min-[400px]:block" />
        <span className="truncate">Add to cart</span>
      </button>
      {showWishlist &&
        (onToggleWishlist ? (
          <button
            type="button"
            aria-label="Add to wishlist"
            onClick={() => onToggleWishlist(selection)}
            className="grid size-12 shrink-0 place-items-center rounded-full border border-line bg-white text-brand-600 hover:border-brand-600 hover:bg-brand-50"
          >
            <Heart aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <WishlistButton product={selection.product} item={selection.item} attributeIds={selection.attribute_ids} size="lg" />
        ))}
      {alerts.element}
    </div>
  );
}
