import { Download, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../../api/client';
import { Button, buttonClass } from '../../../../ui/button';
import { SkeletonLines } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { PageHeader } from '../../../ui/admin-ui';
import { ColumnHeadings, tickHeading } from '../../../ui/orders-table-head';
import { formatDay, substitutionText } from '../../../ui/orders-format';
import { notify } from '../../../../ui/toast';
import { useDownloadPickListCsv } from '../api/download-pick-list-csv';
import { type PickSelection, type TPickList, usePickList } from '../api/get-pick-list';
import { usePickLines } from '../api/pick-lines';
import { SlotPicker } from '../components/SlotPicker';
import { readSelection } from '../selection';

type Item = TPickList['groups'][number]['items'][number];

/**
 * One product's row. Its tick is kept on the server for every order line it covers (admin_pick_lines),
 * so it survives a reload and shows on each order's picking page; lines sold by weight are ticked
 * by weighing them on the order's page instead.
 */
function ItemRow({ item }: { item: Item }) {
  const label = `${item.product_name}${item.attribute_description ? `, ${item.attribute_description}` : ''}`;
  const tick = usePickLines();
  const picked = item.orders.every((o) => o.picked);
  // Shown at once; the server's list takes over once the call is answered.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? picked;
  const weighNote = `weigh-${item.product}-${item.attribute_description}`.replace(/[^\w-]/g, '_');
  return (
    <tr className="break-inside-avoid align-top" data-testid="pick-item">
      <td className="py-2 pr-2 print:py-3">
        <input
          type="checkbox"
          aria-label={`Picked ${label}`}
          checked={checked}
          disabled={item.weighed || tick.isPending}
          aria-describedby={item.weighed ? weighNote : undefined}
          onChange={(e) => {
            setPending(e.target.checked);
            tick.mutate(
              { lines: item.orders.map((o) => ({ order_id: o.order, line: o.line })), picked: e.target.checked ? 1 : 0 },
              { onError: (err) => notify(errorText(err), { kind: 'error' }), onSettled: () => setPending(null) },
            );
          }}
          className="size-5 accent-brand-600 print:size-6"
        />
      </td>
      <td className="py-2 pr-3 print:py-3">
        <span className="font-semibold print:text-lg">{item.product_name}</span>
        {item.attribute_description && <span className="block text-sm text-ink print:text-base">{item.attribute_description}</span>}
        <span className="block text-xs text-muted print:text-sm print:text-ink">{item.product}</span>
        {item.weighed && (
          <span id={weighNote} className="block text-xs font-medium text-amber-900 print:text-sm print:text-ink">
            Sold by weight: weigh it on each order&rsquo;s page
          </span>
        )}
      </td>
      <td className="px-3 py-2 text-right text-xl font-bold tabular-nums print:py-3 print:text-3xl" data-testid="pick-total">
        {item.quantity}
      </td>
      <td className="py-2 pl-3 print:py-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm print:text-base">
          {item.orders.map((o) => {
            // "Best match" is the default: only a different wish is worth the picker's attention.
            const sub = o.substitution === 'best_match' ? '' : substitutionText(o.substitution);
            return (
              <li key={o.order}>
                <span className="font-medium whitespace-nowrap tabular-nums">
                  <Link
                    to={`/admin/orders/${encodeURIComponent(o.order)}`}
                    className="text-brand-700 underline-offset-2 hover:underline print:text-ink print:no-underline"
                  >
                    {o.order}
                  </Link>{' '}
                  × {o.quantity}
                </span>
                {o.note && <span className="block text-xs text-ink print:text-sm">Note: {o.note}</span>}
                {sub && <span className="block text-xs font-medium text-red-800 print:text-sm print:text-ink">{sub}</span>}
              </li>
            );
          })}
        </ul>
      </td>
    </tr>
  );
}

/** The pick list for a date and slot (URL: ?date=&slot=), with ticks kept on the server, printable, and as CSV. */
export function PickListPage() {
  const [params, setParams] = useSearchParams();
  const { date, slot } = readSelection(params);
  const sel: PickSelection = slot ? { date, slot } : { date };
  const list = usePickList(sel);
  const csv = useDownloadPickListCsv();
  const l = list.data;
  const itemCount = l ? l.groups.reduce((n, g) => n + g.items.length, 0) : 0;
  const what = `${formatDay(date, { year: true })} · ${l?.slot_label ?? (slot ? 'one slot' : 'whole day')}`;

  return (
    <div className="print:text-ink">
      <PageHeader
        title="Pick list"
        actions={
          <>
            <Link to={`/admin/picking/slips?${new URLSearchParams(sel).toString()}`} className={buttonClass('secondary')}>
              <FileText aria-hidden="true" className="size-4" /> Packing slips
            </Link>
            <Button variant="secondary" onClick={() => csv.mutate(sel)} disabled={csv.isPending || !itemCount}>
              <Download aria-hidden="true" className="size-4" /> {csv.isPending ? 'Preparing…' : 'Download CSV'}
            </Button>
            <Button onClick={() => window.print()} disabled={!itemCount}>
              <Printer aria-hidden="true" className="size-4" /> Print
            </Button>
          </>
        }
      >
        <span className="print:text-base print:text-ink" data-testid="pick-heading">
          {what}
          {l ? ` · ${l.order_count} ${l.order_count === 1 ? 'order' : 'orders'}` : ''}
        </span>
      </PageHeader>
      <SlotPicker date={date} slot={slot} onChange={(n) => setParams(n.slot ? { date: n.date, slot: n.slot } : { date: n.date })} />
      {csv.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 print:hidden">
          {errorText(csv.error)}
        </p>
      )}
      <div className="mt-6 print:mt-2">
        {list.isPending ? (
          <SkeletonLines label="Loading the pick list" className="flex flex-col gap-2" lines={['h-8 w-40', 'h-40', 'h-8 w-40', 'h-40']} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : !itemCount ? (
          <EmptyState title="Nothing to pick" text={`No orders to pick for ${what}.`} />
        ) : (
          <div className="flex flex-col gap-6 print:gap-4">
            {l!.groups.map((g, gi) => (
              <section
                key={g.category}
                aria-labelledby={`pick-cat-${gi}`}
                className="rounded-xl border border-line bg-white p-4 print:border-0 print:p-0"
              >
                <h2 id={`pick-cat-${gi}`} className="mb-2 border-b-2 border-ink pb-1 text-lg font-bold print:text-2xl">
                  {g.category}
                </h2>
                <div className="-mx-4 overflow-x-auto px-4 print:overflow-visible">
                  <table className="w-full table-fixed text-sm">
                    <colgroup>
                      <col className="w-9" />
                      <col className="w-[38%]" />
                      <col className="w-14 sm:w-20" />
                      <col />
                    </colgroup>
                    <ColumnHeadings
                      className="text-left text-xs tracking-wide text-muted uppercase print:text-sm print:text-ink"
                      headings={[
                        { label: tickHeading('Picked'), className: 'w-8 py-1 pr-2 font-semibold' },
                        { label: 'Product', className: 'py-1 pr-3 font-semibold' },
                        { label: 'Total', className: 'px-3 py-1 text-right font-semibold' },
                        { label: 'Orders', className: 'py-1 pl-3 font-semibold' },
                      ]}
                    />
                    <tbody className="divide-y divide-line print:divide-stone-400">
                      {g.items.map((i) => (
                        <ItemRow key={`${i.product}|${i.attribute_description}`} item={i} />
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
