import type { TCart } from '@larder/contract/cart';
import { formatPrice } from '../../../lib/money';

/**
 * Mobile bill details. Delivery is priced at checkout (it needs the address and the method);
 * prices include VAT, so the tax row shows the VAT contained in the total.
 */
export function BillDetails({ cart }: { cart: TCart }) {
  return (
    <section aria-labelledby="bill-h" className="rounded-2xl border border-line bg-white p-4">
      <h2 id="bill-h" className="mb-2 text-base font-bold">
        Bill details
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
        <dt>Sub Total</dt>
        <dd className="pl-4 text-right tabular-nums">{formatPrice(cart.total)}</dd>
        <dt>Delivery Charges</dt>
        <dd className="pl-4 text-right text-muted">Calculated at checkout</dd>
        <dt>Tax (VAT included)</dt>
        <dd className="pl-4 text-right tabular-nums">{formatPrice(cart.tax)}</dd>
        <dt className="border-t border-line pt-2 font-bold">Total</dt>
        <dd className="border-t border-line pt-2 pl-4 text-right font-bold tabular-nums" data-testid="bill-total">
          {formatPrice(cart.total)}
        </dd>
      </dl>
    </section>
  );
}
