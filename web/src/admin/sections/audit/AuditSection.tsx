import { ChevronDown, ChevronRight, Search } from 'lucide-react';
import { type FormEvent, Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Field, inputClass, PageHeader } from '../../ui/admin-ui';
import { formatDateTime } from '../../ui/orders-format';
import { Pager } from '../../ui/table/Pager';
import { type AuditPayload, useAuditLog } from './api/get-audit-log';
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

function AuditFilter({ entity, entityId, onApply }: { entity: string; entityId: string; onApply: (p: URLSearchParams) => void }) {
  const [entityText, setEntityText] = useState(entity);
  const [idText, setIdText] = useState(entityId);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (entityText.trim()) next.set('entity', entityText.trim());
    if (idText.trim()) next.set('id', idText.trim());
    onApply(next);
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
        <Button variant="ghost" onClick={() => onApply(new URLSearchParams())}>
          Clear
        </Button>
      )}
    </form>
  );
}

/** Managers and owners: every change made in the console (who, when, what, before/after), filterable by entity. */
export default function AuditSection() {
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity')?.trim().slice(0, 60) ?? '';
  const entityId = params.get('id')?.trim().slice(0, 140) ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const payload: AuditPayload = {
    page_no: pageNo,
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
  const rows = log.data ?? [];

  return (
    <>
      <PageHeader title="Audit log">Every change made in the console: who, when, and what it was before and after.</PageHeader>
      {/* Keyed by the URL's filter: the back button brings the boxes along. */}
      <AuditFilter key={`${entity}|${entityId}`} entity={entity} entityId={entityId} onApply={setParams} />

      {log.isPending ? (
        <div aria-busy="true" aria-label="Loading the audit log" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : log.isError && !log.data ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={pageNo > 1 ? 'No more entries' : 'Nothing recorded'}
          text={entity || entityId ? 'No changes match this filter.' : 'Changes made in the console appear here.'}
        />
      ) : (
        <div className={log.isPlaceholderData ? 'opacity-60' : ''}>
          <div className="overflow-x-auto rounded-xl border border-line bg-white">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className="border-b border-line bg-stone-50 text-left text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Entity
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((r) => {
                  const isOpen = open.has(r.name);
                  const link = entityLink(r.entity, r.entity_id);
                  const detailId = `audit-${r.name}`;
                  return (
                    <Fragment key={r.name}>
                      <tr className="align-top">
                        <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(r.at)}</td>
                        <td className="px-3 py-2 break-all">{r.staff_email || '—'}</td>
                        <td className="px-3 py-2">
                          <span className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs">{r.action}</span>
                        </td>
                        <td className="px-3 py-2">
                          <span className="text-muted">{r.entity}</span>{' '}
                          {link ? (
                            <Link to={link} className="font-medium text-brand-700 hover:underline">
                              {r.entity_id}
                            </Link>
                          ) : (
                            <span className="font-medium">{r.entity_id}</span>
                          )}
                        </td>
                        <td className="px-3 py-2 text-right">
                          <button
                            type="button"
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailId : undefined}
                            onClick={() => toggle(r.name)}
                            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
                          >
                            {isOpen ? (
                              <ChevronDown aria-hidden="true" className="size-4" />
                            ) : (
                              <ChevronRight aria-hidden="true" className="size-4" />
                            )}
                            {isOpen ? 'Hide changes' : 'Show changes'}
                            <span className="sr-only">
                              {' '}
                              of {r.entity} {r.entity_id}
                            </span>
                          </button>
                        </td>
                      </tr>
                      {isOpen && (
                        <tr id={detailId}>
                          <td colSpan={5} className="bg-stone-50 px-3 py-3">
                            <AuditDiff before={r.before} after={r.after} id={`${detailId}-all`} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            page={pageNo}
            pageLen={PAGE_LEN}
            shown={rows.length}
            onPage={(p) =>
              setParams((prev) => {
                const n = new URLSearchParams(prev);
                n.set('page', String(p));
                return n;
              })
            }
            label="Audit log pages"
          />
        </div>
      )}
    </>
  );
}
