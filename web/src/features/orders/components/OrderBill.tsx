import type { TOrder } from '@larder/contract/checkout';
import { formatPrice } from '../../../lib/money';
import { BillExtraRow, BillLines } from '../../../shared/checkout/BillLines';

/** The order's bill as the shop charged it, then what was paid (card, wallet, points), refunded and what is left. */
export function OrderBill({ order }: { order: TOrder }) {
  const o = order;
  return (
    <BillLines
      amounts={{
        subtotal: o.order_subtotal,
        discount: o.discount,
        discountLabel: o.coupon_code,
        shipping: o.shipping_charges,
        shippingLabel: o.shipping_charges === 0 ? (o.shipping_method_name === 'Delivery' ? 'Free Delivery' : 'Free') : undefined,
        basketCharge: o.basket_charge,
        tax: o.total_tax_amount,
        total: o.total_amount,
      }}
    >
      {o.wallet_amount > 0 && <BillExtraRow label="Paid from wallet" amount={formatPrice(o.wallet_amount)} />}
      {o.points_redeemed > 0 && <BillExtraRow label={`Paid with ${o.points_redeemed} points`} amount={formatPrice(o.points_amount)} />}
      {o.paid_amount > 0 && <BillExtraRow label="Paid" amount={formatPrice(o.paid_amount)} testId="bill-paid" />}
      {o.refunded_amount > 0 && <BillExtraRow label="Refunded" amount={formatPrice(o.refunded_amount)} testId="bill-refunded" />}
      {o.outstanding_amount > 0 && o.status !== 'Cancelled' && (
        <BillExtraRow label="Left to pay" amount={formatPrice(o.outstanding_amount)} strong testId="bill-outstanding" />
      )}
    </BillLines>
  );
}
