import { formatPrice } from '../../../lib/money';
import { BillExtraRow, BillLines } from '../../../shared/checkout/BillLines';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useShippingCharges } from '../api/get-shipping-charges';
import { useRedeemPoints } from '../api/redeem-points';
import type { Checkout } from '../use-checkout';

/** Bill details from get_checkout_summary: every amount is the server's, as insert_order will charge it. */
export function CheckoutBill({ c }: { c: Checkout }) {
  const { summary } = c;
  const pickup = c.billMethod?.is_pickup === 1;
  const quote = useShippingCharges(c.billMethod?.name ?? '', pickup ? null : (c.address?.name ?? null), Boolean(c.billMethod));
  const total = summary.data && !summary.isPlaceholderData ? summary.data.total : null;
  const points = useRedeemPoints(c.choices.usePoints ? total : null);

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
    const p = c.choices.usePoints ? points.data : undefined;
    body = (
      <>
        <BillLines
          busy={summary.isFetching}
          amounts={{
            subtotal: s.subtotal,
            discount: s.discount,
            discountLabel: s.discount_label,
            shipping: s.shipping_charges,
            shippingLabel: s.shipping_label,
            basketCharge: s.basket_charge,
            tax: s.tax,
            total: s.total,
          }}
        >
          {p && p.deduction > 0 && (
            <>
              <BillExtraRow label={`Paid with points (${p.deduction_point})`} amount={`−${formatPrice(p.deduction)}`} />
              {!c.choices.useWallet && <BillExtraRow label="Left to pay" amount={formatPrice(p.payable)} strong testId="bill-to-pay" />}
            </>
          )}
        </BillLines>
        {c.choices.useWallet && c.walletBalance > 0 && (
          <p className="mt-2 text-xs text-muted">Up to {formatPrice(c.walletBalance)} from your wallet pays first.</p>
        )}
        {quote.data && quote.data.basket_charge > 0 && quote.data.message && (
          <p className="mt-2 text-xs text-muted">{quote.data.message}</p>
        )}
        {!c.method && (
          <p className="mt-2 text-xs text-muted">Delivery charges shown for {c.billMethod?.shipping_method_name ?? 'Delivery'}.</p>
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
