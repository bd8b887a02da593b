import { ArrowLeft, ListChecks, Mail, Pencil, Phone, Printer, Scale, ScrollText, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../../api/client';
import { formatPrice } from '../../../../lib/money';
import { useWebsiteSettings } from '../../../../lib/website-settings';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { useStaffSession } from '../../../admin-session';
import { Card, StatusChip } from '../../../ui/admin-ui';
import { formatDateTime, formatDay } from '../../../ui/orders-format';
import { type TAdminOrder, useOrderDetail } from '../api/get-order-detail';
import { CancelOrderDialog } from '../components/CancelOrderDialog';
import { type EditOutcome, OrderLines } from '../components/OrderLines';
import { PaymentsList } from '../components/PaymentsList';
import { AwaitingPaymentNote, StatusActions, UnpickedNote } from '../components/StatusActions';
import { StatusTimeline } from '../components/StatusTimeline';

// Leaflet (and its CSS) loads only for an order with a point on the map.
const OrderMap = lazy(() => import('../components/OrderMap'));

const CANCELLABLE = ['Placed', 'Confirmed', 'Packed', 'Out for delivery'];

function Totals({ o }: { o: TAdminOrder }) {
  const rows: [string, number, string?][] = [
    ['Subtotal', o.order_subtotal],
    ...(o.discount ? ([[`Discount${o.coupon_code ? ` (${o.coupon_code})` : ''}`, -o.discount]] as [string, number][]) : []),
    [o.shipping_method_name === 'Click & Collect' ? 'Collection' : 'Delivery', o.shipping_charges],
    ...(o.basket_charge ? ([['Small basket charge', o.basket_charge]] as [string, number][]) : []),
  ];
  return (
    <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 border-t border-line pt-3 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-4">
          <dt className="text-muted">{k}</dt>
          <dd className="tabular-nums">{formatPrice(v)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 text-base font-bold">
        <dt>{o.estimated ? 'Estimated total' : 'Total'}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {formatPrice(o.total_amount)}
        </dd>
      </div>
      {o.estimated && o.max_total !== null && (
        <div className="flex justify-between gap-4 text-xs text-muted">
          <dt>At most, once weighed</dt>
          <dd className="tabular-nums">{formatPrice(o.max_total)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 text-xs text-muted">
        <dt>VAT included</dt>
        <dd className="tabular-nums">{formatPrice(o.total_tax_amount)}</dd>
      </div>
      {o.wallet_amount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Paid from wallet</dt>
          <dd className="tabular-nums">{formatPrice(o.wallet_amount)}</dd>
        </div>
      )}
      {o.points_redeemed > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Points ({o.points_redeemed})</dt>
          <dd className="tabular-nums">{formatPrice(o.points_amount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Paid</dt>
        <dd className="tabular-nums">{formatPrice(o.paid_amount)}</dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold">
        <dt>
          {o.payment_status === 'Authorized'
            ? 'Card to charge after weighing'
            : o.payment_method === 'COD' && o.status !== 'Cancelled'
              ? 'To collect'
              : 'Outstanding'}
        </dt>
        <dd className="tabular-nums">{formatPrice(o.outstanding_amount)}</dd>
      </div>
    </dl>
  );
}

function DeliveryCard({ o }: { o: TAdminOrder }) {
  const settings = useWebsiteSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  const hasPoint = o.ship_latitude !== null && o.ship_longitude !== null;
  const tileUrl = settings.data?.map_tile_url ?? '';
  return (
    <Card title={o.shipping_method_name}>
      <dl className="flex flex-col gap-2 text-sm">
        <div>
          <dt className="text-muted">Slot</dt>
          <dd className="font-semibold">
            {o.delivery_date ? formatDay(o.delivery_date, { year: true }) : 'No date'}
            {o.delivery_slot && `, ${o.delivery_slot}`}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{o.shipping_method_name === 'Click & Collect' ? 'Customer address' : 'Address'}</dt>
          <dd>
            <address className="not-italic">{o.shipping_address || '—'}</address>
          </dd>
        </div>
        {o.customer_comments && (
          <div>
            <dt className="text-muted">Customer’s comments</dt>
            <dd className="rounded bg-amber-50 px-2 py-1">{o.customer_comments}</dd>
          </div>
        )}
      </dl>
      {hasPoint && tileUrl && !tilesFailed && (
        <div className="mt-3">
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <OrderMap
              lat={o.ship_latitude!}
              lng={o.ship_longitude!}
              tileUrl={tileUrl}
              attribution={settings.data?.map_attribution ?? ''}
              label={`Map of the delivery address, ${o.shipping_address}`}
              onTileError={() => setTilesFailed(true)}
            />
          </Suspense>
        </div>
      )}
      {hasPoint && tilesFailed && (
        <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-xs text-muted">
          The map could not load; the address above is where it goes ({o.ship_latitude?.toFixed(5)}, {o.ship_longitude?.toFixed(5)}).
        </p>
      )}
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the order" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}

/** One order: what to do next, its lines (editable before packing), money, customer, where and when, and its history. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const back = (useLocation().state as { list?: string } | null)?.list ?? '';
  const q = useOrderDetail(id);
  const role = useStaffSession()?.staff.role;
  const manager = role === 'owner' || role === 'manager';
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<EditOutcome | null>(null);

  const backLink = (
    <Link
      to={`/admin/orders${back}`}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Orders
    </Link>
  );
  if (q.isPending)
    return (
      <>
        {backLink}
        <h1 className="sr-only">Order {id}</h1>
        <DetailSkeleton />
      </>
    );
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <>
        {backLink}
        <h1 className="text-2xl font-bold">Order {id}</h1>
        {missing ? (
          <EmptyState title="No such order" text={`There is no order ${id}. Check the number, or search the orders list.`} />
        ) : (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        )}
      </>
    );
  }
  const o = q.data;
  const slipDate = o.delivery_date ?? o.order_date;
  // Every order is picked (lines ticked, weighed lines weighed) on its picking page before packing.
  const weighed = o.items.some((l) => l.weighed);
  const picking = o.can_edit_lines && !o.picked_at && !o.awaiting_payment;

  return (
    <>
      {backLink}
      <header className="mb-5 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">Order {o.name}</h1>
          <StatusChip status={o.status} />
          <StatusChip status={o.awaiting_payment ? 'Awaiting payment' : o.payment_status} />
        </div>
        <p className="text-sm text-muted">
          Placed {formatDateTime(o.created)} · {o.payment_method_name} · {o.item_count} {o.item_count === 1 ? 'item' : 'items'}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          {!editing && <StatusActions order={o} />}
          {!editing && o.status !== 'Cancelled' && (
            <Link to={`/admin/orders/${encodeURIComponent(o.name)}/weigh`} className={buttonClass(picking ? 'primary' : 'secondary', 'md')}>
              {weighed ? <Scale aria-hidden="true" className="size-4" /> : <ListChecks aria-hidden="true" className="size-4" />}{' '}
              {picking ? (weighed ? 'Weigh & pick' : 'Pick order') : weighed ? 'Weighing sheet' : 'Picking sheet'}
            </Link>
          )}
          <Link to={`/admin/picking/slips?order=${encodeURIComponent(o.name)}&date=${slipDate}`} className={buttonClass('secondary', 'md')}>
            <Printer aria-hidden="true" className="size-4" /> Print packing slip
          </Link>
          {manager && o.can_edit_lines && !editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setOutcome(null);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="size-4" /> Edit lines
            </Button>
          )}
          {manager && CANCELLABLE.includes(o.status) && !editing && (
            <Button variant="ghost" className="text-red-800" onClick={() => setCancelling(true)}>
              <XCircle aria-hidden="true" className="size-4" /> Cancel order
            </Button>
          )}
          {manager && (
            <Link to={`/admin/audit?entity=order&id=${encodeURIComponent(o.name)}`} className={buttonClass('ghost', 'md')}>
              <ScrollText aria-hidden="true" className="size-4" /> Audit trail
            </Link>
          )}
        </div>
        {outcome && (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            Lines saved. New total {formatPrice(outcome.total)} (was {formatPrice(outcome.was)}).{' '}
            {outcome.refunded > 0
              ? `${formatPrice(outcome.refunded)} refunded${outcome.to === 'wallet' ? ' to the wallet' : ''}.`
              : 'Nothing to refund.'}
          </p>
        )}
        <AwaitingPaymentNote order={o} />
        <UnpickedNote order={o} />
        {o.status === 'Cancelled' && o.cancel_reason && (
          <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm">Cancelled: {o.cancel_reason}</p>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={editing ? 'Edit lines' : 'Lines'}>
            <OrderLines
              order={o}
              editing={editing}
              onDone={(r) => {
                setEditing(false);
                setOutcome(r);
              }}
            />
            <Totals o={o} />
          </Card>
          <Card title="Payments and refunds">
            <PaymentsList payments={o.payments} />
          </Card>
          <Card title="Status history">
            <StatusTimeline history={o.status_history} cancelReason={o.cancel_reason} />
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card title="Customer">
            <p className="font-semibold">{o.customer_name || o.customer}</p>
            <p className="text-xs text-muted">{o.customer}</p>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {o.customer_email && (
                <li>
                  <a
                    href={`mailto:${o.customer_email}`}
                    className="inline-flex items-center gap-2 break-all text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" /> {o.customer_email}
                  </a>
                </li>
              )}
              {o.customer_phone && (
                <li>
                  <a
                    href={`tel:${o.customer_phone.replace(/\s+/g, '')}`}
                    className="inline-flex items-center gap-2 text-brand-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4 shrink-0" /> {o.customer_phone}
                  </a>
                </li>
              )}
            </ul>
          </Card>
          <DeliveryCard o={o} />
        </div>
      </div>
      {manager && cancelling && <CancelOrderDialog order={o} onClose={() => setCancelling(false)} />}
    </>
  );
}
