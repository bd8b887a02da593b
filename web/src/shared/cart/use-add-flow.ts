import { errorText } from '../../api/client';
import { addedToCartText, notify } from '../../ui/toast';
import { type AddToCartInput, useAddToCart } from './add-to-cart';
import { CartRefusal } from './cart-refusal';
import { useClearCart } from './clear-cart';
import type { CartAlerts } from './use-cart-alert';

/**
 * Adding as the shop does it: a toast on success ('Added to cart: <name cut to 20>...'); when the
 * shop refuses a cart add, its message and 'Click yes to clear all cart items' — Yes clears the
 * cart and tries the add once more.
 */
export function useAddToCartFlow(alerts: CartAlerts) {
  const add = useAddToCart();
  const clear = useClearCart();

  const run = async (input: AddToCartInput, retried = false): Promise<boolean> => {
    try {
      await add.mutateAsync(input);
      notify(input.cartType === 'Wishlist' ? 'Added to wishlist' : addedToCartText(input.item));
      return true;
    } catch (err) {
      if (err instanceof CartRefusal && input.cartType !== 'Wishlist' && !retried) {
        if (!(await alerts.confirm(err.message, 'Click yes to clear all cart items'))) return false;
        try {
          await clear.mutateAsync();
        } catch (clearErr) {
          await alerts.inform(errorText(clearErr));
          return false;
        }
        return run(input, true);
      }
      await alerts.inform(errorText(err));
      return false;
    }
  };

  return { add: (input: AddToCartInput) => run(input), pending: add.isPending || clear.isPending };
}
