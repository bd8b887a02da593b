import type { TAddress } from '@larder/contract/location';
import { Check, MapPin, Pencil, Plus, Star, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { EmptyState, ErrorState } from '../../ui/states';
import { notify } from '../../ui/toast';
import { AddressAlert } from './AddressAlert';
import { useDeleteAddress } from './api/delete-address';
import { useAddressList } from './api/get-address-list';
import { useUpdateAddress } from './api/update-address';

export function addressLines(a: TAddress): string {
  return [a.address, a.landmark, a.city, a.zipcode].filter((s) => s.trim()).join(', ');
}

/** Under an address the shop cannot deliver to. */
export function OutsideAreaNote() {
  return (
    <p className="mt-1.5 inline-flex items-center gap-1.5 rounded-lg bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
      <Store aria-hidden="true" className="size-3.5" />
      Outside our delivery area · Click &amp; Collect only
    </p>
  );
}

function AddressSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your addresses" className="flex flex-col gap-3">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="rounded-xl border border-line bg-white p-4">
          <Skeleton className="mb-2 h-5 w-40" />
          <Skeleton className="mb-3 h-4 w-64" />
          <Skeleton className="h-8 w-48" />
        </div>
      ))}
    </div>
  );
}

/**
 * The customer's addresses, default first: Edit, Delete (confirmed in an 'Alert'), Set as default
 * and 'Add new address'. With `onSelect` (checkout) each address can be chosen as well.
 */
export function AddressList({
  onAdd,
  onEdit,
  selected,
  onSelect,
  heading: H = 'h2',
}: {
  onAdd: () => void;
  onEdit: (a: TAddress) => void;
  selected?: string | null;
  onSelect?: (a: TAddress) => void;
  heading?: 'h2' | 'h3';
}) {
  const list = useAddressList();
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  const [confirming, setConfirming] = useState<TAddress | null>(null);

  const setDefault = (a: TAddress) =>
    update.mutate(
      { name: a.name, is_default: true },
      {
        onSuccess: () => notify('Default address changed', { kind: 'success' }),
        onError: (err) => notify(errorText(err), { kind: 'error', duration: 4000 }),
      },
    );

  const addButton = (
    <Button variant="secondary" onClick={onAdd} className="self-start">
      <Plus aria-hidden="true" className="size-4" /> Add new address
    </Button>
  );

  if (list.isPending) return <AddressSkeleton />;
  if (list.isError) return <ErrorState error={list.error} title="We could not load your addresses" onRetry={() => void list.refetch()} />;
  if (!list.data.length)
    return (
      <EmptyState title="No addresses yet" text="Add the address we should deliver to.">
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" /> Add new address
        </Button>
      </EmptyState>
    );

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {list.data.map((a) => {
          const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
          const isSelected = selected === a.name;
          const pending = (update.isPending && update.variables?.name === a.name) || (remove.isPending && remove.variables === a.name);
          return (
            <li
              key={a.name}
              aria-busy={pending || undefined}
              className={`rounded-xl border bg-white p-4 ${isSelected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line'}`}
            >
              <div className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div className="min-w-0 flex-1">
                  <H className="flex flex-wrap items-center gap-2 text-[15px] font-semibold">
                    {name || 'Address'}
                    {a.is_default === 1 && (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">Default</span>
                    )}
                  </H>
                  <p className="mt-0.5 text-sm text-ink/90">{addressLines(a)}</p>
                  {a.phone && <p className="text-sm text-muted">Phone: {a.phone}</p>}
                  {a.deliverable === 0 && <OutsideAreaNote />}
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {onSelect && a.deliverable === 1 && (
                  <Button size="sm" variant={isSelected ? 'primary' : 'secondary'} aria-pressed={isSelected} onClick={() => onSelect(a)}>
                    {isSelected && <Check aria-hidden="true" className="size-4" />}
                    {isSelected ? 'Delivering here' : 'Deliver here'}
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => onEdit(a)} aria-label={`Edit ${addressLines(a)}`}>
                  <Pencil aria-hidden="true" className="size-4" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={pending}
                  onClick={() => setConfirming(a)}
                  aria-label={`Delete ${addressLines(a)}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                </Button>
                {a.is_default !== 1 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() => setDefault(a)}
                    aria-label={`Set ${addressLines(a)} as default`}
                  >
                    <Star aria-hidden="true" className="size-4" /> Set as default
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {addButton}
      {confirming && (
        <AddressAlert
          message="Are you sure you want to delete this address?"
          onClose={(yes) => {
            const a = confirming;
            setConfirming(null);
            if (!yes) return;
            remove.mutate(a.name, {
              onSuccess: () => notify('Address deleted', { kind: 'success' }),
              onError: (err) => notify(errorText(err), { kind: 'error', duration: 4000 }),
            });
          }}
        />
      )}
    </div>
  );
}
