import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/money';
import { Skeleton } from '../../ui/skeleton';

/** The amounts of a bill as the server sends them (a checkout summary or a placed order), in pounds. */
export interface BillAmounts {
  subtotal: number;
  discount: number;
  /** What the discount is ('WELCOME10', an automatic offer's name). */
  discountLabel?: string;
  shipping: number;
  /** The shipping row's name: 'Delivery Charges', or 'Collection' for a Click & Collect order. */
  shippingTitle?: string;
  /** 'Free Delivery' or 'Free collection' when the server says so. */
  shippingLabel?: string;
  basketCharge: number;
  tax: number;
  total: number;
  /** 'Estimated total' while weighed items are not weighed yet; 'Total' otherwise. */
  totalLabel?: string;
}

/**
 * The bill's rows (Sub Total, discount, Delivery Charges, small-basket charge, Tax, Total) as a
 * description list. Every number is the server's; nothing is added up here. `children` are
 * extra rows after the total (points, wallet, paid, refunded, still to pay).
 */
export function BillLines({ amounts, children, busy = false }: { amounts: BillAmounts; children?: ReactNode; busy?: boolean }) {
  const a = amounts;
  return (
    <dl
      aria-busy={busy || undefined}
      className={`grid grid-cols-[1fr_auto] gap-y-1.5 text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      <dt>Sub Total</dt>
      <dd className="pl-4 text-right tabular-nums" data-testid="bill-subtotal">
        {formatPrice(a.subtotal)}
      </dd>
      {a.discount > 0 && (
        <>
          <dt className="text-leaf">Discount{a.discountLabel ? ` (${a.discountLabel})` : ''}</dt>
          <dd className="pl-4 text-right font-semibold text-leaf tabular-nums" data-testid="bill-discount">
            −{formatPrice(a.discount)}
          </dd>
        </>
      )}
      <dt>{a.shippingTitle ?? 'Delivery Charges'}</dt>
      <dd className="pl-4 text-right tabular-nums" data-testid="bill-delivery">
        {a.shipping === 0 && a.shippingLabel ? <span className="font-semibold text-leaf">{a.shippingLabel}</span> : formatPrice(a.shipping)}
      </dd>
      {a.basketCharge > 0 && (
        <>
          <dt>Small-basket charge</dt>
          <dd className="pl-4 text-right tabular-nums" data-testid="bill-basket-charge">
            {formatPrice(a.basketCharge)}
          </dd>
        </>
      )}
      <dt className="text-muted">Tax (VAT included)</dt>
      <dd className="pl-4 text-right text-muted tabular-nums">{formatPrice(a.tax)}</dd>
      <dt className="mt-1 border-t border-line pt-2 text-base font-bold" data-testid="bill-total-label">
        {a.totalLabel ?? 'Total'}
      </dt>
      <dd className="mt-1 border-t border-line pt-2 pl-4 text-right text-base font-extrabold tabular-nums" data-testid="bill-total">
        {formatPrice(a.total)}
      </dd>
      {children}
    </dl>
  );
}

/** An extra row under the total (paid, refunded, still to pay). */
export function BillExtraRow({
  label,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <>
      <dt className={strong ? 'font-bold' : 'text-muted'}>{label}</dt>
      <dd className={`pl-4 text-right tabular-nums ${strong ? 'font-bold' : 'text-muted'}`} data-testid={testId}>
        {amount}
      </dd>
    </>
  );
}

/** The bill's card while it loads (checkout and an order's page). */
export function BillSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`rounded-2xl border border-line bg-white p-5 ${className}`}>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-6 w-2/3" />
    </div>
  );
}
