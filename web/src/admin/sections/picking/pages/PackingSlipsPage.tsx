import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { SkeletonLines } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { PageHeader } from '../../../ui/admin-ui';
import { ColumnHeadings, tickHeading } from '../../../ui/orders-table-head';
import { formatDay, substitutionText } from '../../../ui/orders-format';
import { type SlipSelection, type TPackingSlip, usePackingSlips } from '../api/get-packing-slips';
import { readSelection } from '../selection';

function Slip({ s }: { s: TPackingSlip }) {
  return (
    <article
      aria-labelledby={`slip-${s.order}`}
      data-testid="packing-slip"
      className="rounded-xl border border-line bg-white p-5 break-inside-avoid print:break-after-page print:rounded-none print:border-0 print:p-0 print:last:break-after-auto"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase print:text-ink">Larder · packing slip</p>
          <h2 id={`slip-${s.order}`} className="text-2xl font-bold print:text-3xl">
            {s.order}
          </h2>
        </div>
        <div className="text-right text-sm print:text-base">
          <p className="font-semibold">{s.shipping_method_name}</p>
          <p>
            {s.delivery_date ? formatDay(s.delivery_date, { year: true }) : ''}
            {s.delivery_slot ? `, ${s.delivery_slot}` : ''}
          </p>
        </div>
      </header>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2 print:grid-cols-2 print:text-base">
        <div>
          <p className="font-semibold">{s.customer_name}</p>
          <address className="not-italic">{s.shipping_address}</address>
          {s.customer_phone && <p>Tel. {s.customer_phone}</p>}
        </div>
        <div className="sm:text-right print:text-right">
          <p>Payment: {s.payment_status}</p>
          {s.outstanding_amount > 0 && <p className="text-lg font-bold">To collect: {formatPrice(s.outstanding_amount)}</p>}
        </div>
      </div>
      {s.customer_comments && (
        <p className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm print:text-base">
          Customer’s note: {s.customer_comments}
        </p>
      )}
      <table className="mt-4 w-full text-sm print:text-base">
        <caption className="sr-only">Lines of {s.order}</caption>
        <ColumnHeadings
          className="border-b border-ink text-left text-xs tracking-wide uppercase print:text-sm"
          headings={[
            { label: tickHeading('Packed'), className: 'w-8 py-1 pr-2' },
            { label: 'Qty', className: 'w-14 py-1 pr-3 text-right' },
            { label: 'Item', className: 'py-1' },
          ]}
        />
        <tbody className="divide-y divide-line print:divide-stone-400">
          {s.lines.map((l, i) => {
            const sub = l.substitution === 'best_match' ? '' : substitutionText(l.substitution);
            return (
              <tr key={i} className="align-top break-inside-avoid">
                <td className="py-2 pr-2">
                  <input type="checkbox" aria-label={`Packed ${l.product_name}`} className="size-5 accent-brand-600" />
                </td>
                <td className="py-2 pr-3 text-right text-lg font-bold tabular-nums">{l.quantity}</td>
                <td className="py-2">
                  <span className="font-medium">{l.product_name}</span>
                  {l.attribute_description && <span className="block">{l.attribute_description}</span>}
                  {l.note && <span className="block text-xs print:text-sm">Note: {l.note}</span>}
                  {sub && <span className="block text-xs font-medium text-red-800 print:text-sm print:text-ink">{sub}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}

/** Packing slips, one per order and one printed page each: for a date and slot (?date=&slot=) or one order (?order=). */
export function PackingSlipsPage() {
  const [params] = useSearchParams();
  const { date, slot } = readSelection(params);
  const order = params.get('order')?.slice(0, 140) ?? '';
  const sel: SlipSelection = order ? { date, order_id: order } : slot ? { date, slot } : { date };
  const slips = usePackingSlips(sel);
  const back = order ? `/admin/orders/${encodeURIComponent(order)}` : `/admin/picking?${params.toString()}`;
  const count = slips.data?.length ?? 0;
  return (
    <>
      <Link to={back} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline print:hidden">
        <ArrowLeft aria-hidden="true" className="size-4" /> {order ? `Order ${order}` : 'Pick list'}
      </Link>
      <div className="print:hidden">
        <PageHeader
          title={order ? `Packing slip ${order}` : 'Packing slips'}
          actions={
            <Button onClick={() => window.print()} disabled={!count}>
              <Printer aria-hidden="true" className="size-4" /> Print
            </Button>
          }
        >
          {order ? 'One order' : `${formatDay(date, { year: true })}${slot ? ' · one slot' : ' · whole day'}`}
          {slips.data ? ` · ${count} ${count === 1 ? 'slip' : 'slips'}, one page each` : ''}
        </PageHeader>
      </div>
      {slips.isPending ? (
        <SkeletonLines label="Loading packing slips" className="flex flex-col gap-4" lines={['h-72', 'h-72']} />
      ) : slips.isError ? (
        <ErrorState error={slips.error} onRetry={() => void slips.refetch()} />
      ) : !count ? (
        <EmptyState
          title="No packing slips"
          text={
            order
              ? `Order ${order} has no slip: slips are for orders still to pick or packed.`
              : 'No orders to pack for this date and slot.'
          }
        />
      ) : (
        <div className="flex flex-col gap-6 print:block">
          {slips.data.map((s) => (
            <Slip key={s.order} s={s} />
          ))}
        </div>
      )}
    </>
  );
}
