// Data the web unit tests build the same way: a contract-shaped product tile and cart line, each
// overridden where a test needs something else. Imported by tests only.
import type { TCartLine } from '@larder/contract/cart';
import type { TListProduct } from '@larder/contract/catalog';

/** A whole chicken sold by weight: about 1.6 kg at £4.99/kg. */
export const WEIGHED_CHICKEN = {
  unit: '1.6 kg',
  unit_price: { text: '£4.99/kg', per: 'kg', pence: 499 },
  sold_by_weight: { price_per_kg: 4.99, typical_weight_g: 1600, label: 'about 1.6 kg · £4.99/kg' },
} as const;

/** A product tile as listings return it: in stock, sold by the pack, not on offer. */
export const listProduct = (over: Partial<TListProduct> = {}): TListProduct => ({
  name: 'ITEM-00001',
  item: 'Lamb Loin Chops',
  route: 'lamb-loin-chops',
  product_image: '/media/products/lamb-loin-chops-640.webp',
  product_thumb: '/media/products/lamb-loin-chops-320.webp',
  price: 8.99,
  old_price: null,
  discount_percentage: 0,
  inventory_method: 'Track Inventory',
  stock: 10,
  in_stock: true,
  minimum_order_qty: 1,
  maximum_order_qty: 10,
  disable_add_to_cart_button: 0,
  has_variants: 0,
  short_description: '',
  unit: '500 g',
  brand_name: null,
  certifications: [],
  unit_price: { text: '£17.98/kg', per: 'kg', pence: 1798 },
  sold_by_weight: null,
  ...over,
});

/** A cart line as get_cartItems returns it: one pack of lamb chops, in stock. */
export const cartLine = (over: Partial<TCartLine> = {}): TCartLine => ({
  name: 'CI-1',
  product: 'ITEM-1',
  product_name: 'Lamb Chops',
  route: 'lamb-chops',
  image: '',
  unit: '500 g',
  price: 5,
  old_price: null,
  total: 5,
  quantity: 1,
  attribute_description: '',
  attribute_ids: '',
  note: '',
  is_free_item: 0,
  minimum_order_qty: 1,
  maximum_order_qty: 20,
  stock: 10,
  inventory_method: 'Track Inventory',
  in_stock: true,
  certifications: [],
  substitution: 'best_match',
  substitute_product: null,
  substitute_product_name: null,
  pack_size: '500 g',
  unit_price: { text: '£10.00/kg', per: 'kg', pence: 1000 },
  sold_by_weight: null,
  ...over,
});
