import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { DeleteDialog, Tag } from '../../../ui/content-kit';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { type TArea, useAreas } from '../api/areas';
import { useDeleteArea } from '../api/delete-area';
import { useDeliveryMode } from '../api/delivery-mode';
import { AreaDialog } from './AreaDialog';
import { actionsColumn } from './row-actions';

/** Served postcode districts and sectors: a searchable table, add and edit in a dialog. */
export default function AreasTab() {
  const q = useAreas();
  const mode = useDeliveryMode();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ area: TArea | null } | null>(null);
  const [deleting, setDeleting] = useState<TArea | null>(null);
  const del = useDeleteArea();

  const shown = useMemo(() => {
    const s = search.trim().toLowerCase();
    const list = q.data ?? [];
    if (!s) return list;
    return list.filter((a) => [a.zipcode, a.area, a.city, a.zone].some((v) => v.toLowerCase().includes(s)));
  }, [q.data, search]);

  return (
    <div className="flex flex-col gap-4">
      {mode.data && mode.data.mode !== 'postcode' && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The shop does not check postcodes now (see Delivery mode & rules): areas still place map points and addresses in a postcode.
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label="Search areas" htmlFor="areas-search">
          <input
            id="areas-search"
            type="search"
            placeholder="Postcode, name, city or zone"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={`${inputClass} w-72 max-w-full`}
          />
        </Field>
        <Button onClick={() => setEditing({ area: null })}>
          <Plus aria-hidden="true" className="size-4" /> Add area
        </Button>
      </div>
      <Card title={`Served areas${q.data ? ` (${q.data.filter((a) => a.is_active).length} active)` : ''}`}>
        {q.data && q.data.length > 0 && !shown.length ? (
          <EmptyState title="No area matches" text={`Nothing matches “${search}”.`} />
        ) : (
          <ConsoleTable
            caption="Served areas"
            columns={areaColumns((area) => setEditing({ area }))}
            data={q.data ? shown : undefined}
            getRowId={(a) => a.name}
            loading={q.isPending}
            loadingLabel="Loading areas"
            error={q.error}
            onRetry={() => void q.refetch()}
            tableClassName="min-w-[40rem]"
            empty={
              <EmptyState title="No areas yet" text="Add the postcode districts (E1) or sectors (E1 6) the shop delivers to.">
                <Button onClick={() => setEditing({ area: null })}>Add area</Button>
              </EmptyState>
            }
          />
        )}
      </Card>
      {editing && (
        <AreaDialog
          key={editing.area?.name ?? 'new'}
          area={editing.area}
          onClose={() => setEditing(null)}
          onDelete={(a) => {
            setEditing(null);
            del.reset();
            setDeleting(a);
          }}
        />
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={del}
        title="Stop serving this area?"
        confirmLabel="Delete area"
        cancelLabel="Keep it"
      >
        {deleting && (
          <p>
            {deleting.area} ({deleting.zipcode}) will no longer be served: shoppers there are told the shop does not deliver to them. To
            pause it instead, edit it and switch it off.
          </p>
        )}
      </DeleteDialog>
    </div>
  );
}

const col = createColumnHelper<TArea>();
function areaColumns(onEdit: (a: TArea) => void): Columns<TArea> {
  return [
    col.display({
      id: 'zipcode',
      header: 'Postcode',
      meta: { className: 'font-semibold whitespace-nowrap' },
      cell: ({ row: { original: a } }) => (
        <>
          {a.zipcode} <span className="text-xs font-normal text-muted">{a.kind}</span>
        </>
      ),
    }),
    col.accessor('area', { header: 'Area' }),
    col.accessor('city', { header: 'City' }),
    col.display({ id: 'zone', header: 'Zone', cell: ({ row: { original: a } }) => a.zone || <span className="text-muted">—</span> }),
    col.accessor((a) => `${a.latitude.toFixed(4)}, ${a.longitude.toFixed(4)}`, {
      id: 'centre',
      header: 'Centre',
      meta: { className: 'text-xs text-muted tabular-nums' },
    }),
    col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: a } }) => (a.is_active ? <Tag tone="green">Served</Tag> : <Tag>Off</Tag>),
    }),
    actionsColumn<TArea>({ label: 'Edit', name: (a) => `Edit ${a.zipcode} ${a.area}`, onClick: onEdit }),
  ];
}
