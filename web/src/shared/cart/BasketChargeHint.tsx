import type { TCart } from '@larder/contract/cart';
import { ShoppingBasket } from 'lucide-react';
import { formatPrice } from '../../lib/money';

type BasketMoney = Pick<TCart, 'total' | 'basket_charge' | 'basket_shortfall'>;

/** How far the basket is towards the minimum, for the bar only (a share, never an amount shown). */
export function basketProgress(cart: BasketMoney): number {
  const minimum = cart.total + cart.basket_shortfall;
  return minimum > 0 ? Math.min(1, Math.max(0, cart.total / minimum)) : 1;
}

/**
 * The small-basket charge the cart pays now and how much more avoids it, both the server's
 * (get_cartItems: basket_charge, basket_shortfall). While an optimistic change waits for the
 * shop these stay the last answer: the cache keeps them untouched until the shop's cart arrives.
 * `withCharge` adds the "Small-basket charge £4.00" line (where no bill row shows it).
 */
export function BasketChargeHint({
  cart,
  withCharge = false,
  className = '',
}: {
  cart: BasketMoney;
  withCharge?: boolean;
  className?: string;
}) {
  if (cart.basket_charge <= 0) return null;
  const charge = formatPrice(cart.basket_charge);
  return (
    <div className={`rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 ${className}`} data-testid="basket-hint">
      {withCharge && (
        <p className="mb-1 flex items-baseline justify-between gap-3 font-semibold">
          <span>Small-basket charge</span>
          <span className="tabular-nums" data-testid="basket-charge">
            {charge}
          </span>
        </p>
      )}
      <p className="flex items-start gap-2">
        <ShoppingBasket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          Add <strong className="tabular-nums">{formatPrice(cart.basket_shortfall)}</strong> more to avoid the {charge} small-basket charge
        </span>
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-amber-200">
        <div
          className="h-full rounded-full bg-amber-600 transition-[width]"
          style={{ width: `${Math.round(basketProgress(cart) * 100)}%` }}
        />
      </div>
    </div>
  );
}
