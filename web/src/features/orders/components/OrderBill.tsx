import type { TOrder } from '@larder/contract/checkout';
import { Scale } from 'lucide-react';
import { formatPrice } from '../../../lib/money';
import { BillExtraRow, BillLines } from '../../../shared/checkout/BillLines';

/** The order's bill as the shop charged it, then what was paid (card, wallet, points), refunded and what is left. */
export function OrderBill({ order }: { order: TOrder }) {
  const o = order;
  // Weighed items not weighed yet: the total is an estimate, capped at max_total.
  const estimated = o.estimated && o.status !== 'Cancelled';
  // An authorised card is charged the weighed amount after picking: nothing is "left to pay" by the shopper.
  const authorized = o.payment_status === 'Authorized';
  return (
    <>
      <BillLines
        amounts={{
          subtotal: o.order_subtotal,
          discount: o.discount,
          discountLabel: o.coupon_code,
          shipping: o.shipping_charges,
          shippingTitle: o.collect_from !== null ? 'Collection' : undefined,
          shippingLabel: o.shipping_charges === 0 ? (o.shipping_method_name === 'Delivery' ? 'Free Delivery' : 'Free') : undefined,
          basketCharge: o.basket_charge,
          tax: o.total_tax_amount,
          total: o.total_amount,
          totalLabel: estimated ? 'Estimated total' : 'Total',
        }}
      >
        {o.wallet_amount > 0 && <BillExtraRow label="Paid from wallet" amount={formatPrice(o.wallet_amount)} />}
        {o.points_redeemed > 0 && <BillExtraRow label={`Paid with ${o.points_redeemed} points`} amount={formatPrice(o.points_amount)} />}
        {o.paid_amount > 0 && <BillExtraRow label="Paid" amount={formatPrice(o.paid_amount)} testId="bill-paid" />}
        {o.refunded_amount > 0 && <BillExtraRow label="Refunded" amount={formatPrice(o.refunded_amount)} testId="bill-refunded" />}
        {o.outstanding_amount > 0 && o.status !== 'Cancelled' && !authorized && (
          <BillExtraRow label="Left to pay" amount={formatPrice(o.outstanding_amount)} strong testId="bill-outstanding" />
        )}
      </BillLines>
      {estimated && o.max_total !== null && (
        <p
          className="mt-3 flex items-start gap-2 rounded-xl bg-sky-50 p-3 text-sm font-semibold text-sky-950"
          data-testid="order-max-total"
        >
          <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-800" />
          <span>You will never pay more than {formatPrice(o.max_total)}.</span>
        </p>
      )}
    </>
  );
}
