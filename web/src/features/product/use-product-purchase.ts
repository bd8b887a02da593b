import type { TProductDetails } from '@larder/contract/catalog';
import { formatWeight } from '@larder/contract/weighed';
import { useState } from 'react';
import { useAttributesStock } from './api/validate-attributes-stock';
import type { ProductSelection } from './components/AddToCartBar';
import {
  type Choice,
  chosenIds,
  combinationKey,
  combinationStock,
  describeChoice,
  initialChoice,
  isComplete,
  isOptionSoldOut,
  packAndUnitPrice,
  percentOff,
  priceOfChoice,
  quantityBounds,
} from './selection';

export type StockState = { kind: 'in'; left: number | null } | { kind: 'out' } | { kind: 'limited'; message: string };

/** How few items left makes the page say "Only N left". */
const LOW_STOCK = 10;

/**
 * The state of buying one product: chosen options, quantity, and the live price and stock of
 * that choice. The price and sold-out state show at once from the product's own data; the
 * server's validate_attributes_stock answer replaces them when it arrives.
 */
export function useProductPurchase(product: TProductDetails) {
  const attributes = product.product_attributes;
  const combos = product.variant_combination;
  const [choice, setChoice] = useState<Choice>(() => initialChoice(attributes));
  const [rawQty, setQty] = useState(() => quantityBounds(product).min);

  const ids = chosenIds(attributes, choice);
  const key = combinationKey(ids);
  const complete = isComplete(attributes, choice);
  const tracked = product.inventory_method !== 'Dont Track Inventory';
  const byVariant = product.inventory_method === 'Track Inventory By Product Attributes';

  // Known stock of the choice before asking the server.
  const localStock = byVariant ? (combos.find((c) => c.attribute_id === key)?.stock ?? 0) : product.stock;
  const bounds = quantityBounds(product);
  const max = tracked && localStock > 0 ? Math.max(bounds.min, Math.min(bounds.max, localStock)) : bounds.max;
  const qty = Math.min(Math.max(rawQty, bounds.min), max);

  const check = useAttributesStock({ product: product.name, attributeKey: key, qty }, complete);
  const live = check.data;

  const local = priceOfChoice(product, choice);
  const price = live?.price ?? local.price;
  const oldPrice = live ? live.old_price : local.old_price;
  // Sold by weight (no options): about its typical weight, at the server's price per kg.
  const weighed = product.sold_by_weight;
  const { packSize, unitPrice } = weighed
    ? { packSize: `about ${formatWeight(weighed.typical_weight_g)}`, unitPrice: product.unit_price }
    : packAndUnitPrice(product, choice, price);

  const locallyOut =
    product.disable_add_to_cart_button === 1 || (byVariant ? combinationStock(combos, key) === 'out' : tracked && !product.in_stock);
  const outOfStock = live ? !live.in_stock : locallyOut;
  const stockLeft = live ? live.stock : localStock;

  let stock: StockState;
  if (!complete)
    stock = {
      kind: 'limited',
      message: `Please choose ${attributes.find((a) => a.is_required && !choice[a.name])?.attribute ?? 'an option'}`,
    };
  else if (outOfStock) stock = { kind: 'out' };
  else if (live?.status === 'Failed') stock = { kind: 'limited', message: live.message };
  else stock = { kind: 'in', left: tracked && stockLeft <= LOW_STOCK ? stockLeft : null };

  const description = describeChoice(attributes, choice);
  const selection: ProductSelection = {
    product: product.name,
    route: product.route,
    item: product.item,
    image: product.product_thumb,
    qty,
    price,
    attribute_ids: ids,
    attribute_id: attributes.length ? key : '',
    attribute_description: live?.attribute_description || description,
  };

  return {
    choice,
    setOption: (attributeId: string, optionId: string) => setChoice((c) => ({ ...c, [attributeId]: optionId })),
    isSoldOut: (attributeId: string, optionId: string) => isOptionSoldOut(attributes, combos, choice, attributeId, optionId),
    qty,
    setQty,
    qtyBounds: { min: bounds.min, max },
    price,
    oldPrice,
    percentOff: percentOff(price, oldPrice),
    /** The chosen pack ("1 kg") and its unit price: everything on the page follows the choice. */
    packSize,
    unitPrice,
    /** Sold by weight: the price is an estimate for one piece of about the typical weight. */
    soldByWeight: weighed,
    stock,
    outOfStock: complete && outOfStock,
    canAdd: complete && stock.kind === 'in',
    checking: check.isFetching,
    description,
    selection,
  };
}

export type ProductPurchase = ReturnType<typeof useProductPurchase>;
