import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { Card } from '../../../ui/admin-ui';
import { DeleteDialog, Tag } from '../../../ui/content-kit';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useDeleteShippingRate } from '../api/delete-shipping-rate';
import { type TShippingMethod, useShippingMethods } from '../api/shipping-methods';
import { type TShippingRate, useShippingRates } from '../api/shipping-rates';
import { MethodDialog, RateDialog, RULES } from './RateDialogs';
import { actionsColumn } from './row-actions';
import { MethodChooser } from './SlotsTab';

function MethodsCard({ methods, onEdit }: { methods: TShippingMethod[]; onEdit: (m: TShippingMethod | null) => void }) {
  return (
    <Card
      title="Shipping methods"
      actions={
        <Button size="sm" variant="secondary" onClick={() => onEdit(null)}>
          <Plus aria-hidden="true" className="size-4" /> Add method
        </Button>
      }
    >
      <ConsoleTable
        caption="Shipping methods"
        columns={methodColumns(onEdit)}
        data={methods}
        getRowId={(m) => m.name}
        loading={false}
        loadingLabel="Loading shipping methods"
        tableClassName="min-w-[36rem]"
        empty={<EmptyState title="No shipping methods yet" />}
      />
    </Card>
  );
}

function bandText(r: TShippingRate): string {
  if (r.rule_type === 'fixed') return 'Every order';
  const unit = RULES.find((x) => x.value === r.rule_type)?.unit ?? '';
  const v = (n: number) => (unit === '£' ? `£${n.toFixed(2)}` : `${n} ${unit}`);
  return r.band_to === null ? `${v(r.band_from)} and over` : `${v(r.band_from)} to under ${v(r.band_to)}`;
}

function RatesCard({
  method,
  onAdd,
  onEdit,
  onDelete,
}: {
  method: TShippingMethod;
  onAdd: () => void;
  onEdit: (r: TShippingRate) => void;
  onDelete: (r: TShippingRate) => void;
}) {
  const q = useShippingRates(method.name);
  if (method.is_pickup)
    return (
      <Card title={`${method.shipping_method_name} charges`}>
        <p className="text-sm text-muted">Collection is always free: there are no charges to set.</p>
      </Card>
    );
  return (
    <Card
      title={`${method.shipping_method_name} charges`}
      actions={
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" /> Add charge
        </Button>
      }
    >
      <p className="mb-3 text-sm text-muted">
        Tried in order; the first rule that fits sets the charge. Free delivery over a basket value and the small-basket charge are store
        settings.
      </p>
      <ConsoleTable
        caption={`${method.shipping_method_name} charge rules`}
        columns={rateColumns(onEdit, onDelete)}
        data={q.data}
        getRowId={(r) => r.name}
        loading={q.isPending}
        loadingLabel="Loading charges"
        error={q.error}
        onRetry={() => void q.refetch()}
        tableClassName="min-w-[36rem]"
        rowProps={() => ({ 'data-testid': 'rate-row' })}
        empty={
          <EmptyState title="No charges yet" text="Without a rule that fits, the checkout says it cannot deliver to the address.">
            <Button onClick={onAdd}>Add charge</Button>
          </EmptyState>
        }
      />
    </Card>
  );
}

/** Shipping methods, and for the chosen delivery method its charge rules (bands of order total, weight or distance). */
export default function RatesTab() {
  const methods = useShippingMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [methodDialog, setMethodDialog] = useState<{ method: TShippingMethod | null } | null>(null);
  const [rateDialog, setRateDialog] = useState<{ rate: TShippingRate | null } | null>(null);
  const [deleting, setDeleting] = useState<TShippingRate | null>(null);
  const del = useDeleteShippingRate();

  if (methods.isPending) return <Skeleton className="h-80 w-full" />;
  if (methods.error) return <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />;
  const list = methods.data;
  const method = list.find((m) => m.name === chosen) ?? list.find((m) => !m.is_pickup) ?? list[0];

  return (
    <div className="flex flex-col gap-4">
      <MethodsCard methods={list} onEdit={(m) => setMethodDialog({ method: m })} />
      {method && (
        <>
          <MethodChooser methods={list} value={method.name} onChange={setChosen} name="rates-method" />
          <RatesCard
            key={method.name}
            method={method}
            onAdd={() => setRateDialog({ rate: null })}
            onEdit={(r) => setRateDialog({ rate: r })}
            onDelete={(r) => {
              del.reset();
              setDeleting(r);
            }}
          />
        </>
      )}
      {methodDialog && (
        <MethodDialog key={methodDialog.method?.name ?? 'new'} method={methodDialog.method} onClose={() => setMethodDialog(null)} />
      )}
      {rateDialog && method && (
        <RateDialog key={rateDialog.rate?.name ?? 'new'} method={method} rate={rateDialog.rate} onClose={() => setRateDialog(null)} />
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={del}
        title="Delete this charge?"
        confirmLabel="Delete charge"
        cancelLabel="Keep it"
      >
        {deleting && <p>{deleting.summary}. Orders already placed keep the charge they were given.</p>}
      </DeleteDialog>
    </div>
  );
}

const methodCol = createColumnHelper<TShippingMethod>();
function methodColumns(onEdit: (m: TShippingMethod) => void): Columns<TShippingMethod> {
  return [
    methodCol.display({
      id: 'method',
      header: 'Method',
      meta: { className: 'font-semibold' },
      cell: ({ row: { original: m } }) => (
        <>
          {m.shipping_method_name}
          {m.description && <span className="block text-xs font-normal text-muted">{m.description}</span>}
        </>
      ),
    }),
    methodCol.accessor((m) => (m.is_pickup ? 'Collection' : 'Delivery'), { id: 'kind', header: 'Kind' }),
    methodCol.accessor((m) => (m.is_pickup ? '—' : m.rate_count), {
      id: 'rules',
      header: 'Charge rules',
      meta: { className: 'text-right tabular-nums' },
    }),
    methodCol.accessor('slot_count', { header: 'Active slots', meta: { className: 'text-right tabular-nums' } }),
    methodCol.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: m } }) => (m.is_active ? <Tag tone="green">Offered</Tag> : <Tag>Off</Tag>),
    }),
    actionsColumn<TShippingMethod>({ label: 'Edit', name: (m) => `Edit ${m.shipping_method_name}`, onClick: onEdit }),
  ];
}

const rateCol = createColumnHelper<TShippingRate>();
function rateColumns(onEdit: (r: TShippingRate) => void, onDelete: (r: TShippingRate) => void): Columns<TShippingRate> {
  return [
    rateCol.accessor('display_order', { header: 'Order', meta: { className: 'tabular-nums' } }),
    rateCol.accessor((r) => RULES.find((x) => x.value === r.rule_type)?.label ?? '', { id: 'rule', header: 'Rule' }),
    rateCol.accessor(bandText, { id: 'band', header: 'Band', meta: { className: 'font-medium' } }),
    rateCol.accessor((r) => (r.percentage > 0 ? `${r.percentage}% of basket` : r.charge === 0 ? 'Free' : `£${r.charge.toFixed(2)}`), {
      id: 'charge',
      header: 'Charge',
      meta: { className: 'text-right font-semibold tabular-nums' },
    }),
    actionsColumn<TShippingRate>(
      { label: 'Edit', name: (r) => `Edit ${r.summary}`, onClick: onEdit },
      { label: 'Delete', name: (r) => `Delete ${r.summary}`, onClick: onDelete, danger: true },
    ),
  ];
}
