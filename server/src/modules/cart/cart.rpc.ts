import type { Handlers } from '../../rpc/handler-types';
import { cartAndWishlistJson } from './cart-read';
import { addItem, checkCartStock, clearCart, deleteItem, updateItem, validateCartQty } from './cart.service';
import { setSubstitution, substitutionOptions } from './substitutions';
import { moveAllToCart, moveToCart } from './wishlist-moves';

export const cartRpc = {
  insertCartItems: (ctx, p) => addItem(ctx, p),
  get_cartItems: (ctx, p) => cartAndWishlistJson(ctx, p.customer),
  update_cartitem: (ctx, p) => updateItem(ctx, p),
  deleteCartItems: (ctx, p) => deleteItem(ctx, p),
  clear_cartitem: (ctx, p) => clearCart(ctx, p.customer),
  validate_product_cart_qty: (ctx, p) => validateCartQty(ctx, p),
  check_cartitems_stock: (ctx, p) => checkCartStock(ctx, p.customer ?? p.customer_id),
  check_cartitems_stock_mob: (ctx, p) => checkCartStock(ctx, p.customer ?? p.customer_id),
  movetocart: (ctx, p) => moveToCart(ctx, p),
  movealltocart: (ctx, p) => moveAllToCart(ctx, p),
  update_cartitem_substitution: (ctx, p) => setSubstitution(ctx, p),
  get_substitution_options: (ctx, p) => substitutionOptions(ctx, p),
} satisfies Partial<Handlers>;
