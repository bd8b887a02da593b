import { Cake, Gift, Plus, ShoppingBasket, Smartphone, Wallet } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { BackLink, Card, PageHeader, QueryFallback, StatusChip } from '../../../ui/admin-ui';
import { formatDate, formatWhen, Tag } from '../../../ui/content-kit';
import { type TCustomer, useCustomerDetail } from '../api/customer-detail';
import { AdjustDialog } from '../components/AdjustDialog';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';

const WALLET_KINDS: Record<string, string> = {
  topup: 'Top-up',
  refund: 'Refund',
  cashback: 'Cashback',
  checkout: 'Paid for an order',
  adjustment: 'Adjusted by the shop',
};
const POINT_KINDS: Record<string, string> = {
  earn: 'Earned',
  redeem: 'Redeemed',
  reverse: 'Reversed',
  refund: 'Given back',
  adjustment: 'Adjusted by the shop',
};

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-white p-3">
      <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div>
        <p className="text-xs text-muted">{label}</p>
        <p className="text-lg font-bold tabular-nums">{value}</p>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children || '—'}</dd>
    </div>
  );
}

function Profile({ c }: { c: TCustomer }) {
  const p = c.profile;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Profile">
        <dl className="divide-y divide-line">
          <Row label="Name">{p.full_name}</Row>
          <Row label="E-mail">
            {p.email && (
              <a href={`mailto:${p.email}`} className="text-brand-700 hover:underline">
                {p.email}
              </a>
            )}
          </Row>
          <Row label="Phone">
            {p.phone && (
              <a href={`tel:${p.phone}`} className="text-brand-700 hover:underline">
                {p.phone}
              </a>
            )}
          </Row>
          <Row label="Customer id">{p.name}</Row>
          <Row label="Account">{p.status}</Row>
          <Row label="Signs in with">{p.social_provider ? p.social_provider : 'E-mail and password'}</Row>
          <Row label="Substitutions">{p.substitution_preference === 'no_substitute' ? 'No substitutes' : 'Best match'}</Row>
          <Row label="Birthday club">{c.birthday_club ? `${c.birthday_club.day} ${c.birthday_club.month}` : 'Not a member'}</Row>
          <Row label="Push devices">{String(c.push_devices)}</Row>
          <Row label="Joined">{formatDate(p.created)}</Row>
        </dl>
      </Card>
      <Card title={`Addresses (${c.addresses.length})`}>
        {c.addresses.length === 0 ? (
          <p className="text-sm text-muted">No saved addresses.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {c.addresses.map((a) => (
              <li key={a.name} className="rounded-lg border border-line p-3 text-sm">
                <p className="font-medium">
                  {[a.first_name, a.last_name].filter(Boolean).join(' ')} {a.is_default ? <Tag tone="sky">Default</Tag> : null}
                </p>
                <p>{[a.address, a.landmark, a.city, a.zipcode].filter(Boolean).join(', ')}</p>
                {a.phone && <p className="text-muted">{a.phone}</p>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

type TOrder = TCustomer['orders']['recent'][number];
const orderCol = createColumnHelper<TOrder>();
const ORDER_COLUMNS: Columns<TOrder> = [
  orderCol.accessor('name', {
    header: 'Order',
    meta: { rowHeader: true },
    cell: ({ getValue }) => <OrderLink name={getValue<string>()} className="font-semibold" />,
  }),
  orderCol.accessor((o) => formatWhen(o.created), { id: 'placed', header: 'Placed', meta: { className: 'whitespace-nowrap' } }),
  orderCol.accessor((o) => (o.delivery_date ? formatDate(o.delivery_date) : '—'), {
    id: 'delivery',
    header: 'Delivery',
    meta: { className: 'whitespace-nowrap' },
  }),
  orderCol.accessor('item_count', { header: 'Items', meta: { className: 'text-right tabular-nums' } }),
  orderCol.accessor((o) => formatPrice(o.total_amount), {
    id: 'total',
    header: 'Total',
    meta: { className: 'text-right font-semibold tabular-nums' },
  }),
  orderCol.accessor('payment_status', { header: 'Payment', cell: ({ getValue }) => <StatusChip status={getValue<string>()} /> }),
  orderCol.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusChip status={getValue<string>()} /> }),
];

function OrderLink({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link to={`/admin/orders/${encodeURIComponent(name)}`} className={`text-brand-700 hover:underline ${className}`}>
      {name}
    </Link>
  );
}

function Orders({ c }: { c: TCustomer }) {
  if (c.orders.recent.length === 0) return <EmptyState title="No orders yet" text="This customer has not placed an order." />;
  return (
    <Card
      title="Orders"
      actions={
        <span className="text-sm text-muted">
          {c.orders.count > c.orders.recent.length ? `Newest ${c.orders.recent.length} of ${c.orders.count}` : `${c.orders.count} in all`}
        </span>
      }
    >
      <ConsoleTable
        caption={`Orders of ${c.profile.full_name}, newest first`}
        columns={ORDER_COLUMNS}
        data={c.orders.recent}
        getRowId={(o) => o.name}
        loading={false}
        loadingLabel="Loading orders"
        empty={null}
      />
    </Card>
  );
}

interface LedgerLine {
  name: string;
  date: string;
  change: number;
  kind: string;
  text: string;
  ref: string;
}
const lineCol = createColumnHelper<LedgerLine>();
function ledgerColumns(fmt: (n: number) => string): Columns<LedgerLine> {
  return [
    lineCol.accessor((r) => formatWhen(r.date), { id: 'when', header: 'When', meta: { className: 'whitespace-nowrap' } }),
    lineCol.accessor('change', {
      header: 'Change',
      meta: { className: 'text-right font-semibold whitespace-nowrap tabular-nums' },
      cell: ({ getValue }) => {
        const n = getValue<number>();
        return <span className={n < 0 ? 'text-red-800' : 'text-green-800'}>{`${n < 0 ? '−' : '+'}${fmt(n)}`}</span>;
      },
    }),
    lineCol.accessor('kind', { header: 'What', meta: { className: 'whitespace-nowrap' } }),
    lineCol.accessor('text', { header: 'Reason / note', meta: { className: 'break-words' } }),
    lineCol.accessor('ref', {
      header: 'Reference',
      cell: ({ getValue }) => {
        const ref = getValue<string>();
        return /^ORD-/.test(ref) ? <OrderLink name={ref} /> : ref;
      },
    }),
  ];
}

function Ledger({ kind, c, onAdjust, lastChange }: { kind: 'wallet' | 'points'; c: TCustomer; onAdjust: () => void; lastChange: string }) {
  const wallet = kind === 'wallet';
  const rows: LedgerLine[] = wallet
    ? c.wallet.entries.map((e) => ({
        name: e.name,
        date: e.date,
        change: e.amount,
        kind: WALLET_KINDS[e.kind] ?? e.kind,
        text: e.notes,
        ref: e.reference,
      }))
    : c.points.entries.map((e) => ({
        name: e.name,
        date: e.date,
        change: e.points,
        kind: POINT_KINDS[e.kind] ?? e.kind,
        text: e.description,
        ref: e.reference,
      }));
  const count = wallet ? c.wallet.entry_count : c.points.entry_count;
  const fmt = (n: number) => (wallet ? formatPrice(Math.abs(n)) : String(Math.abs(n)));
  return (
    <Card
      title={wallet ? `Wallet: ${formatPrice(c.wallet.balance)}` : `Reward points: ${c.points.balance}`}
      actions={
        <Button size="sm" onClick={onAdjust}>
          <Plus aria-hidden="true" className="size-4" /> {wallet ? 'Adjust wallet' : 'Adjust points'}
        </Button>
      }
    >
      <p role="status" className={lastChange ? 'mb-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900' : 'sr-only'}>
        {lastChange}
      </p>
      <ConsoleTable
        caption={`${wallet ? 'Wallet ledger' : 'Points ledger'}, newest first`}
        columns={ledgerColumns(fmt)}
        data={rows}
        getRowId={(r) => r.name}
        loading={false}
        loadingLabel="Loading the ledger"
        empty={<p className="text-sm text-muted">{wallet ? 'No wallet activity yet.' : 'No points activity yet.'}</p>}
      />
      {count > rows.length && (
        <p className="mt-2 text-xs text-muted">
          The newest {rows.length} of {count} lines.
        </p>
      )}
    </Card>
  );
}

const tabClass =
  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/** One customer: profile and addresses, orders, wallet and points with their ledgers and adjustments. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const q = useCustomerDetail(id);
  const [adjust, setAdjust] = useState<'wallet' | 'points' | null>(null);
  const [last, setLast] = useState<{ wallet: string; points: string }>({ wallet: '', points: '' });
  const back = <BackLink to="/admin/customers">Customers</BackLink>;
  if (!q.isSuccess)
    return (
      <>
        {back}
        <QueryFallback
          query={q}
          errorTitle="We could not load this customer"
          label="Loading the customer"
          blocks={['h-8 w-64', 'h-24 w-full', 'h-64 w-full']}
        />
      </>
    );
  const c = q.data;
  return (
    <>
      {back}
      <PageHeader title={c.profile.full_name || c.profile.name}>
        {c.profile.email} · {c.profile.phone} · customer since {formatDate(c.profile.created)}
      </PageHeader>
      <div className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={<ShoppingBasket aria-hidden="true" className="size-5" />}
          label="Orders"
          value={`${c.orders.count} · ${formatPrice(c.orders.total_spent)}`}
        />
        <Stat icon={<Wallet aria-hidden="true" className="size-5" />} label="Wallet" value={formatPrice(c.wallet.balance)} />
        <Stat icon={<Gift aria-hidden="true" className="size-5" />} label="Reward points" value={String(c.points.balance)} />
        <Stat
          icon={c.birthday_club ? <Cake aria-hidden="true" className="size-5" /> : <Smartphone aria-hidden="true" className="size-5" />}
          label={c.birthday_club ? 'Birthday' : 'Push devices'}
          value={c.birthday_club ? `${c.birthday_club.day} ${c.birthday_club.month}` : String(c.push_devices)}
        />
      </div>
      <Tabs.Root defaultValue="profile">
        <Tabs.List aria-label="Customer details" className="-mx-1 mb-4 flex overflow-x-auto border-b border-line px-1">
          <Tabs.Trigger value="profile" className={tabClass}>
            Profile & addresses
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabClass}>
            Orders ({c.orders.count})
          </Tabs.Trigger>
          <Tabs.Trigger value="wallet" className={tabClass}>
            Wallet
          </Tabs.Trigger>
          <Tabs.Trigger value="points" className={tabClass}>
            Points
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <Profile c={c} />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <Orders c={c} />
        </Tabs.Content>
        <Tabs.Content value="wallet">
          <Ledger kind="wallet" c={c} onAdjust={() => setAdjust('wallet')} lastChange={last.wallet} />
        </Tabs.Content>
        <Tabs.Content value="points">
          <Ledger kind="points" c={c} onAdjust={() => setAdjust('points')} lastChange={last.points} />
        </Tabs.Content>
      </Tabs.Root>
      {(['wallet', 'points'] as const).map((k) => (
        <AdjustDialog
          key={k}
          kind={k}
          customerId={c.profile.name}
          customerName={c.profile.full_name || c.profile.name}
          balance={k === 'wallet' ? c.wallet.balance : c.points.balance}
          open={adjust === k}
          onOpenChange={(o) => setAdjust(o ? k : null)}
          onDone={(text) => setLast((l) => ({ ...l, [k]: text }))}
        />
      ))}
    </>
  );
}
