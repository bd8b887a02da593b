import type { TListProduct } from '@larder/contract/catalog';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { findCartLine, useCartOnCard } from './get-cart';
import { QtyStepper } from './QtyStepper';
import { useAddToCartFlow } from './use-add-flow';
import { useCartAlert } from './use-cart-alert';
import { useLineActions } from './use-line-actions';

type CardProduct = Pick<
  TListProduct,
  'name' | 'item' | 'route' | 'in_stock' | 'has_variants' | 'disable_add_to_cart_button' | 'minimum_order_qty'
>;

/**
 * A product card's cart control: 'Add', then − quantity + once the product is in the cart.
 * A product with options opens /popup-attribute to choose them (the cut and weight matter at a
 * butcher's, so a listing never guesses them).
 */
export function AddToCartControl({ product }: { product: CardProduct }) {
  const data = useCartOnCard();
  const alerts = useCartAlert();
  const flow = useAddToCartFlow(alerts);
  const lines = useLineActions(alerts);
  // When one control replaces the other, focus follows, so keyboard users are not dropped.
  const focusNext = useRef<'stepper' | 'add' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const plusButton = useRef<HTMLButtonElement>(null);
  const line = product.has_variants ? undefined : findCartLine(data, product.name);
  const inCart = Boolean(line);
  useEffect(() => {
    const target = inCart ? plusButton.current : addButton.current;
    if (focusNext.current === (inCart ? 'stepper' : 'add')) target?.focus();
    focusNext.current = null;
  }, [inCart]);

  const base = buttonClass('primary', 'sm', 'h-9 w-full min-w-0');
  if (product.has_variants)
    return (
      <Link
        to={`/popup-attribute?product=${encodeURIComponent(product.route)}`}
        aria-label={`Add ${product.item} to cart (choose options)`}
        className={base}
      >
        <ShoppingCart aria-hidden="true" className="size-4 shrink-0" /> Add
      </Link>
    );

  if (line)
    return (
      <>
        <QtyStepper
          name={product.item}
          qty={line.quantity}
          busy={lines.isBusy(line)}
          canIncrease={line.in_stock}
          increaseRef={plusButton}
          onDecrease={() => {
            if (line.quantity <= Math.max(1, line.minimum_order_qty)) focusNext.current = 'add';
            void lines.decrease(line);
          }}
          onIncrease={() => void lines.increase(line)}
        />
        {alerts.element}
      </>
    );

  const unavailable = !product.in_stock || product.disable_add_to_cart_button === 1;
  return (
    <>
      <button
        ref={addButton}
        type="button"
        disabled={unavailable}
        aria-disabled={flow.pending || undefined}
        aria-label={unavailable ? `${product.item} is sold out` : `Add ${product.item} to cart`}
        onClick={() => {
          if (flow.pending) return;
          focusNext.current = 'stepper';
          void flow.add({ product: product.name, item: product.item, qty: Math.max(1, product.minimum_order_qty) });
        }}
        className={`${base} aria-disabled:cursor-wait aria-disabled:opacity-70`}
      >
        <ShoppingCart aria-hidden="true" className="size-4 shrink-0" /> {unavailable ? 'Sold out' : 'Add'}
      </button>
      {alerts.element}
    </>
  );
}
