import type { TStockEntry } from '@larder/contract/admin-catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { BackLink, Card, PageHeader, QueryFallback } from '../../../ui/admin-ui';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useProductDetail } from '../api/admin-product-detail';
import { useStockHistory } from '../api/admin-stock-history';
import { AdjustStockDialog } from '../components/AdjustStockDialog';

const PAGE_LEN = 50;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/stock/:id — what is in stock now (per combination) and every change with its reason. */
export function StockHistoryPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<{ attributeKey?: string } | null>(null);
  const product = useProductDetail(id);
  const history = useStockHistory(id, page, PAGE_LEN);
  const back = <BackLink to="/admin/stock">Stock</BackLink>;
  if (!product.isSuccess)
    return (
      <>
        {back}
        <QueryFallback query={product} blocks={['h-9 w-72', 'h-40 w-full']} className="flex flex-col gap-4" />
      </>
    );
  const p = product.data;
  const tracked = p.inventory_method !== 'Dont Track Inventory';
  const byOptions = p.inventory_method === 'Track Inventory By Product Attributes';
  return (
    <>
      {back}
      <PageHeader
        title={p.item}
        actions={
          <>
            <Link to={`/admin/catalogue/${p.name}`} className={buttonClass('ghost', 'sm')}>
              <Pencil aria-hidden="true" className="size-4" /> Edit product
            </Link>
            {tracked && !byOptions && <Button onClick={() => setAdjusting({})}>Adjust stock</Button>}
          </>
        }
      >
        Stock history
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[20rem_1fr]">
        <Card title="In stock now">
          {!tracked ? (
            <p className="text-sm text-muted">This product does not track stock.</p>
          ) : !byOptions ? (
            <p className="text-4xl font-bold tabular-nums">{p.stock}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {p.combinations.map((c) => (
                <li key={c.attribute_key} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    {c.description}
                    {c.disabled ? <span className="ml-1 text-xs text-muted">(not sold)</span> : null}
                  </span>
                  <span className="flex items-center gap-2">
                    <strong className="tabular-nums">{c.stock}</strong>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Adjust stock of ${c.description}`}
                      onClick={() => setAdjusting({ attributeKey: c.attribute_key })}
                    >
                      Adjust
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Changes">
          <ConsoleTable
            caption="Stock changes, newest first"
            columns={historyColumns(byOptions)}
            data={history.data?.entries}
            getRowId={(e) => e.name}
            loading={history.isPending}
            loadingLabel="Loading stock changes"
            error={history.error}
            onRetry={() => void history.refetch()}
            stale={history.isPlaceholderData}
            tableClassName="min-w-[36rem]"
            paging={{ page, pageLen: PAGE_LEN, total: history.data?.total, onPage: setPage }}
            empty={<EmptyState title="No stock changes yet" text="Adjustments, imports and edits show here with who made them and why." />}
          />
        </Card>
      </div>
      {adjusting && (
        <AdjustStockDialog product={p.name} productName={p.item} attributeKey={adjusting.attributeKey} onClose={() => setAdjusting(null)} />
      )}
    </>
  );
}

const col = createColumnHelper<TStockEntry>();
function historyColumns(byOptions: boolean): Columns<TStockEntry> {
  return [
    col.accessor((e) => when(e.at), { id: 'when', header: 'When', meta: { className: 'whitespace-nowrap' } }),
    ...(byOptions ? [col.accessor((e) => e.attribute_description || '—', { id: 'combination', header: 'Combination' })] : []),
    col.display({
      id: 'change',
      header: 'Change',
      meta: { className: 'text-right font-semibold tabular-nums' },
      cell: ({ row: { original: e } }) => (
        <span className={e.change < 0 ? 'text-red-800' : 'text-green-800'}>{e.change > 0 ? `+${e.change}` : `−${-e.change}`}</span>
      ),
    }),
    col.accessor('stock_after', { header: 'After', meta: { className: 'text-right tabular-nums' } }),
    col.display({
      id: 'reason',
      header: 'Reason',
      cell: ({ row: { original: e } }) => (
        <>
          {e.reason_label}
          {e.note && <span className="block text-xs text-muted">{e.note}</span>}
        </>
      ),
    }),
    col.accessor('staff_email', { header: 'By', meta: { className: 'text-muted' } }),
  ];
}
