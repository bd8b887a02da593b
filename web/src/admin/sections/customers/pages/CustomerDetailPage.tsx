import { Cake, Gift, Plus, ShoppingBasket, Smartphone, Wallet } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { BackLink, Card, PageHeader, QueryFallback, StatusChip } from '../../../ui/admin-ui';
import { formatDate, formatWhen, Tag } from '../../../ui/content-kit';
import { type TCustomer, useCustomerDetail } from '../api/customer-detail';
import { AdjustDialog } from '../components/AdjustDialog';

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
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Orders of {c.profile.full_name}, newest first</caption>
          <thead className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Order
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Placed
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Delivery
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Items
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Payment
              </th>
              <th scope="col" className="py-2 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {c.orders.recent.map((o) => (
              <tr key={o.name}>
                <td className="py-2 pr-3">
                  <Link to={`/admin/orders/${encodeURIComponent(o.name)}`} className="font-semibold text-brand-700 hover:underline">
                    {o.name}
                  </Link>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatWhen(o.created)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{o.delivery_date ? formatDate(o.delivery_date) : '—'}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{o.item_count}</td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums">{formatPrice(o.total_amount)}</td>
                <td className="py-2 pr-3">
                  <StatusChip status={o.payment_status} />
                </td>
                <td className="py-2">
                  <StatusChip status={o.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Ledger({ kind, c, onAdjust, lastChange }: { kind: 'wallet' | 'points'; c: TCustomer; onAdjust: () => void; lastChange: string }) {
  const wallet = kind === 'wallet';
  const rows = wallet
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
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{wallet ? 'No wallet activity yet.' : 'No points activity yet.'}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{wallet ? 'Wallet ledger' : 'Points ledger'}, newest first</caption>
            <thead className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  When
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Change
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  What
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Reason / note
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Reference
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((r) => (
                <tr key={r.name}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatWhen(r.date)}</td>
                  <td
                    className={`py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums ${r.change < 0 ? 'text-red-800' : 'text-green-800'}`}
                  >
                    {r.change < 0 ? '−' : '+'}
                    {fmt(r.change)}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{r.kind}</td>
                  <td className="py-2 pr-3 break-words">{r.text}</td>
                  <td className="py-2">
                    {/^ORD-/.test(r.ref) ? (
                      <Link to={`/admin/orders/${encodeURIComponent(r.ref)}`} className="text-brand-700 hover:underline">
                        {r.ref}
                      </Link>
                    ) : (
                      r.ref
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {count > rows.length && (
            <p className="mt-2 text-xs text-muted">
              The newest {rows.length} of {count} lines.
            </p>
          )}
        </div>
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
