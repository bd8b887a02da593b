import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import { Card } from '../../../ui/admin-ui';
import { Chip, ConfirmDialog } from '../../../ui/delivery-kit';
import { useDeleteShippingRate } from '../api/delete-shipping-rate';
import { type TShippingMethod, useShippingMethods } from '../api/shipping-methods';
import { type TShippingRate, useShippingRates } from '../api/shipping-rates';
import { MethodDialog, RateDialog, RULES } from './RateDialogs';
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
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Shipping methods</caption>
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Method
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Kind
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Charge rules
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Active slots
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {methods.map((m) => (
              <tr key={m.name} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {m.shipping_method_name}
                  {m.description && <span className="block text-xs font-normal text-muted">{m.description}</span>}
                </th>
                <td className="py-2 pr-3">{m.is_pickup ? 'Collection' : 'Delivery'}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m.is_pickup ? '—' : m.rate_count}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m.slot_count}</td>
                <td className="py-2 pr-3">{m.is_active ? <Chip tone="green">Offered</Chip> : <Chip>Off</Chip>}</td>
                <td className="py-2 text-right">
                  <Button variant="ghost" size="sm" aria-label={`Edit ${m.shipping_method_name}`} onClick={() => onEdit(m)}>
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
      {q.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : q.error ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data.length ? (
        <EmptyState title="No charges yet" text="Without a rule that fits, the checkout says it cannot deliver to the address.">
          <Button onClick={onAdd}>Add charge</Button>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{method.shipping_method_name} charge rules</caption>
            <thead className="border-b border-line text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Order
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Rule
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Band
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Charge
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((r) => (
                <tr key={r.name} className="border-b border-line last:border-0" data-testid="rate-row">
                  <td className="py-2 pr-3 tabular-nums">{r.display_order}</td>
                  <td className="py-2 pr-3">{RULES.find((x) => x.value === r.rule_type)?.label}</td>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {bandText(r)}
                  </th>
                  <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                    {r.percentage > 0 ? `${r.percentage}% of basket` : r.charge === 0 ? 'Free' : `£${r.charge.toFixed(2)}`}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">
                    <Button variant="ghost" size="sm" aria-label={`Edit ${r.summary}`} onClick={() => onEdit(r)}>
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${r.summary}`}
                      className="text-red-800"
                      onClick={() => onDelete(r)}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this charge?"
        confirmLabel="Delete charge"
        pending={del.isPending}
        error={del.error}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.name, {
            onSuccess: (r) => {
              setDeleting(null);
              notify(r.message, { kind: 'success' });
            },
          })
        }
      >
        {deleting && <p>{deleting.summary}. Orders already placed keep the charge they were given.</p>}
      </ConfirmDialog>
    </div>
  );
}
