import { useState } from 'react';
import { TableHead } from '../../../ui/admin-ui';
import { diffRows, type DiffKind } from './audit-diff';

const TONE: Record<DiffKind, string> = {
  changed: 'bg-amber-50',
  added: 'bg-green-50',
  removed: 'bg-red-50',
  same: '',
};
const KIND_TEXT: Record<DiffKind, string> = { changed: 'changed', added: 'added', removed: 'removed', same: 'unchanged' };

/** Before and after side by side, changed fields first; unchanged ones on request. */
export function AuditDiff({ before, after, id }: { before: unknown; after: unknown; id: string }) {
  const [all, setAll] = useState(false);
  const rows = diffRows(before, after);
  const changed = rows.filter((r) => r.kind !== 'same');
  const same = rows.length - changed.length;
  const shown = all ? rows : changed;
  if (!rows.length) return <p className="text-sm text-muted">No details were recorded.</p>;
  return (
    <div>
      <div className="overflow-x-auto" id={id}>
        <table className="w-full text-xs">
          <caption className="sr-only">Changes</caption>
          <TableHead columns={['Field', 'Before', 'After']} className="text-left text-muted" cellClassName="px-2 py-1 font-semibold" />
          <tbody>
            {shown.map((r) => (
              <tr key={r.path} className={TONE[r.kind]}>
                <th scope="row" className="px-2 py-1 text-left font-mono font-normal whitespace-nowrap">
                  {r.path}
                  <span className="sr-only"> ({KIND_TEXT[r.kind]})</span>
                </th>
                <td className="px-2 py-1 font-mono break-all">{r.before ?? <span className="text-muted">—</span>}</td>
                <td className="px-2 py-1 font-mono break-all">{r.after ?? <span className="text-muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {same > 0 && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((v) => !v)}
          className="mt-1 px-2 text-xs font-semibold text-brand-700 hover:underline"
        >
          {all ? 'Hide unchanged fields' : `Show ${same} unchanged ${same === 1 ? 'field' : 'fields'}`}
        </button>
      )}
    </div>
  );
}
