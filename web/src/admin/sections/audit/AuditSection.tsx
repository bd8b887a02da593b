import { createColumnHelper } from '@tanstack/react-table';
import { ChevronDown, ChevronRight, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { Field, inputClass, PageHeader } from '../../ui/admin-ui';
import { formatDateTime } from '../../ui/orders-format';
import { type Columns, ConsoleTable } from '../../ui/table/ConsoleTable';
import { useTableParams } from '../../ui/table/use-table-params';
import { type AuditPayload, type TAuditEntry, useAuditLog } from './api/get-audit-log';
import { AuditDiff } from './components/AuditDiff';

const PAGE_LEN = 50;
/** Entities the console records (others may appear; the box takes any name). */
const KNOWN_ENTITIES = [
  'order',
  'staff',
  'product',
  'category',
  'brand',
  'stock',
  'slot_template',
  'blocked_date',
  'discount',
  'customer',
  'settings',
  'page',
  'blog_post',
  'review',
  'question',
];

/** A link to the thing an entry is about, where the console has a page for it. */
function entityLink(entity: string, id: string): string | null {
  if (entity === 'order') return `/admin/orders/${encodeURIComponent(id)}`;
  return null;
}

function AuditFilter({
  entity,
  entityId,
  onApply,
}: {
  entity: string;
  entityId: string;
  onApply: (f: { entity: string; id: string }) => void;
}) {
  const [entityText, setEntityText] = useState(entity);
  const [idText, setIdText] = useState(entityId);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply({ entity: entityText.trim(), id: idText.trim() });
  };
  return (
    <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label="Filter the audit log">
      <Field label="Entity" htmlFor="audit-entity">
        <input
          id="audit-entity"
          list="audit-entities"
          value={entityText}
          onChange={(e) => setEntityText(e.target.value)}
          maxLength={60}
          placeholder="e.g. order"
          className={inputClass}
        />
        <datalist id="audit-entities">
          {KNOWN_ENTITIES.map((x) => (
            <option key={x} value={x} />
          ))}
        </datalist>
      </Field>
      <Field label="Entity id" htmlFor="audit-id">
        <input
          id="audit-id"
          value={idText}
          onChange={(e) => setIdText(e.target.value)}
          maxLength={140}
          placeholder="e.g. ORD-00012"
          className={inputClass}
        />
      </Field>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" className="size-4" /> Filter
      </Button>
      {(entity || entityId) && (
        <Button variant="ghost" onClick={() => onApply({ entity: '', id: '' })}>
          Clear
        </Button>
      )}
    </form>
  );
}

const col = createColumnHelper<TAuditEntry>();
function auditColumns(open: Set<string>, toggle: (name: string) => void): Columns<TAuditEntry> {
  return [
    col.accessor((r) => formatDateTime(r.at), { id: 'at', header: 'When', meta: { className: 'whitespace-nowrap' } }),
    col.accessor((r) => r.staff_email || '—', { id: 'who', header: 'Who', meta: { className: 'break-all' } }),
    col.accessor('action', {
      header: 'Action',
      cell: ({ getValue }) => <span className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs">{getValue()}</span>,
    }),
    col.display({
      id: 'entity',
      header: 'Entity',
      cell: ({ row: { original: r } }) => {
        const link = entityLink(r.entity, r.entity_id);
        return (
          <>
            <span className="text-muted">{r.entity}</span>{' '}
            {link ? (
              <Link to={link} className="font-medium text-brand-700 hover:underline">
                {r.entity_id}
              </Link>
            ) : (
              <span className="font-medium">{r.entity_id}</span>
            )}
          </>
        );
      },
    }),
    col.display({
      id: 'details',
      header: () => <span className="sr-only">Details</span>,
      meta: { className: 'text-right' },
      cell: ({ row: { original: r } }) => {
        const isOpen = open.has(r.name);
        return (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? `audit-${r.name}` : undefined}
            onClick={() => toggle(r.name)}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
          >
            {isOpen ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
            {isOpen ? 'Hide changes' : 'Show changes'}
            <span className="sr-only">
              {' '}
              of {r.entity} {r.entity_id}
            </span>
          </button>
        );
      },
    }),
  ];
}

/** Managers and owners: every change made in the console (who, when, what, before/after), filterable by entity. */
export default function AuditSection() {
  const { page, get, set, setPage } = useTableParams();
  const entity = get('entity').trim().slice(0, 60);
  const entityId = get('id').trim().slice(0, 140);
  const payload: AuditPayload = {
    page_no: page,
    page_len: PAGE_LEN,
    ...(entity ? { entity } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
  };
  const log = useAuditLog(payload);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (name: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(name)) n.delete(name);
      else n.add(name);
      return n;
    });

  return (
    <>
      <PageHeader title="Audit log">Every change made in the console: who, when, and what it was before and after.</PageHeader>
      {/* Keyed by the URL's filter: the back button brings the boxes along. */}
      <AuditFilter key={`${entity}|${entityId}`} entity={entity} entityId={entityId} onApply={(f) => set(f, false)} />
      <ConsoleTable
        caption="Audit log, newest first"
        columns={auditColumns(open, toggle)}
        data={log.data}
        getRowId={(r) => r.name}
        loading={log.isPending}
        loadingLabel="Loading the audit log"
        error={log.error}
        onRetry={() => void log.refetch()}
        stale={log.isPlaceholderData}
        tableClassName="min-w-[44rem]"
        paging={{ page, pageLen: PAGE_LEN, onPage: setPage, label: 'Audit log pages' }}
        detail={(r) =>
          open.has(r.name) && (
            <div id={`audit-${r.name}`}>
              <AuditDiff before={r.before} after={r.after} id={`audit-${r.name}-all`} />
            </div>
          )
        }
        empty={
          <EmptyState
            title={page > 1 ? 'No more entries' : 'Nothing recorded'}
            text={entity || entityId ? 'No changes match this filter.' : 'Changes made in the console appear here.'}
          />
        }
      />
    </>
  );
}
