import type { TCart } from '@larder/contract/cart';
import { formatPrice } from '../../../lib/money';
import { BasketChargeHint } from '../../../shared/cart/BasketChargeHint';
import { hasWeighedLines } from '../../../shared/cart/WeighedNote';

/**
 * Mobile bill details. Delivery is priced at checkout (it needs the address and the method);
 * prices include VAT, so the tax row shows the VAT contained in the total. A small-basket charge
 * is the server's and is added at checkout: while it applies there is no total here, since the
 * cart's total is its items alone and the web adds nothing up.
 */
export function BillDetails({ cart }: { cart: TCart }) {
  const charged = cart.basket_charge > 0;
  const estimated = hasWeighedLines(cart.items);
  return (
    <section aria-labelledby="bill-h" className="rounded-2xl border border-line bg-white p-4">
      <h2 id="bill-h" className="mb-2 text-base font-bold">
        Bill details
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
        <dt>{estimated ? 'Estimated sub total' : 'Sub Total'}</dt>
        <dd className="pl-4 text-right tabular-nums">{formatPrice(cart.total)}</dd>
        {charged && (
          <>
            <dt>Small-basket charge</dt>
            <dd className="pl-4 text-right tabular-nums" data-testid="basket-charge">
              {formatPrice(cart.basket_charge)}
            </dd>
          </>
        )}
        <dt>Delivery Charges</dt>
        <dd className="pl-4 text-right text-muted">Calculated at checkout</dd>
        <dt>Tax (VAT included)</dt>
        <dd className="pl-4 text-right tabular-nums">{formatPrice(cart.tax)}</dd>
        {!charged && (
          <>
            <dt className="border-t border-line pt-2 font-bold">{estimated ? 'Estimated total' : 'Total'}</dt>
            <dd className="border-t border-line pt-2 pl-4 text-right font-bold tabular-nums" data-testid="bill-total">
              {formatPrice(cart.total)}
            </dd>
          </>
        )}
      </dl>
      <BasketChargeHint cart={cart} className="mt-3" />
    </section>
  );
}
