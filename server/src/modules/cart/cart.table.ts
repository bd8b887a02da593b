import type { Generated, Selectable } from 'kysely';
import type { SubstitutionPreference } from '../customers/customers.table';

export type CartType = 'Shopping Cart' | 'Wishlist';

export interface CartTable {
  id: string;
  customer_id: string;
  cart_type: CartType;
  /** The coupon applied to this cart ('' for none); re-validated on every use. */
  coupon_code: string;
  /** The checkout's choices, kept with the cart (null: not chosen); see checkout/checkout-choices.ts. */
  checkout_address_id: string | null;
  checkout_method_id: string | null;
  checkout_payment: string | null;
  checkout_use_wallet: Generated<number>;
  checkout_use_points: Generated<number>;
  /** Bumped by a trigger on every change of the cart's lines (decision 033): the cart read's cache key. */
  lines_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A line of a cart or wishlist. Its price is never stored: it is computed from the catalogue. */
export interface CartItemTable {
  id: string;
  cart_id: string;
  product_id: string;
  /** Chosen option ids, sorted, joined by "\n" ('' for none). */
  attribute_key: string;
  attribute_description: string;
  quantity: number;
  is_free_item: number;
  /** The discount rule that added a free line ('' for paid lines). */
  discount_rule: string;
  note: string;
  substitution: SubstitutionPreference | 'specific';
  substitute_product_id: string | null;
  created_at: string;
}
export type CartItemRow = Selectable<CartItemTable>;
