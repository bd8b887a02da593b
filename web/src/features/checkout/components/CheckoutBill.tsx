import { formatPrice } from '../../../lib/money';
import { BillExtraRow, BillLines } from '../../../shared/checkout/BillLines';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useShippingCharges } from '../api/get-shipping-charges';
import { type Checkout, toPayLabel } from '../use-checkout';
import { WeighedCheckoutNote } from './WeighedCheckoutNote';

/**
 * Bill details from get_checkout_summary: every amount is the server's, as insert_order will
 * charge it — the total, then how it is split (points, wallet) and what the card or cash pays.
 */
export function CheckoutBill({ c }: { c: Checkout }) {
  const { summary } = c;
  const pickup = c.billMethod?.is_pickup === 1;
  const quote = useShippingCharges(c.billMethod?.name ?? '', pickup ? null : (c.address?.name ?? null), Boolean(c.billMethod));

  let body;
  if (summary.isPending)
    body = (
      <div aria-busy="true" aria-label="Loading the bill" className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex justify-between">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-14" />
          </div>
        ))}
      </div>
    );
  else if (summary.error && !summary.data)
    body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} title="We could not price your order" />;
  else if (summary.data) {
    const s = summary.data;
    const toPay = toPayLabel(c);
    // Weighed items: the totals are estimates until picking (never above s.weighed.max_total).
    const weighed = s.weighed;
    body = (
      <>
        <BillLines
          busy={summary.isFetching}
          amounts={{
            subtotal: s.subtotal,
            discount: s.discount,
            discountLabel: s.discount_label,
            shipping: s.shipping_charges,
            shippingTitle: pickup ? 'Collection' : undefined,
            shippingLabel: s.shipping_label,
            basketCharge: s.basket_charge,
            tax: s.tax,
            total: s.total,
            totalLabel: weighed ? 'Estimated total' : 'Total',
          }}
        >
          {s.points_redeemed > 0 && (
            <BillExtraRow
              label={`Paid with points (${s.points_redeemed})`}
              amount={`−${formatPrice(s.points_amount)}`}
              testId="bill-points"
            />
          )}
          {s.wallet_amount > 0 && (
            <BillExtraRow label="From your wallet" amount={`−${formatPrice(s.wallet_amount)}`} testId="bill-wallet" />
          )}
          {toPay && (
            <BillExtraRow label={weighed ? `${toPay} (estimated)` : toPay} amount={formatPrice(s.to_pay)} strong testId="bill-to-pay" />
          )}
        </BillLines>
        {quote.data && quote.data.basket_charge > 0 && quote.data.message && (
          <p className="mt-2 text-xs text-muted" data-testid="basket-charge-note">
            {quote.data.message}
          </p>
        )}
        {!c.method && (
          <p className="mt-2 text-xs text-muted">Delivery charges shown for {c.billMethod?.shipping_method_name ?? 'Delivery'}.</p>
        )}
        {weighed && (
          <WeighedCheckoutNote weighed={weighed} total={s.total} toPay={s.to_pay} byCard={c.payment?.payment_type === 'Online Payment'} />
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="bill-h">
      <h2 id="bill-h" className="mb-2 text-base font-bold">
        Bill details
      </h2>
      {body}
    </section>
  );
}
