import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Card, PageHeader } from '../../../ui/admin-ui';
import { Pager } from '../../../ui/catalogue-ui';
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
  const back = (
    <Link to="/admin/stock" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Stock
    </Link>
  );
  if (product.isPending)
    return (
      <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (product.isError)
    return (
      <>
        {back}
        <ErrorState error={product.error} onRetry={() => void product.refetch()} />
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
          {history.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : history.isError ? (
            <ErrorState error={history.error} onRetry={() => void history.refetch()} />
          ) : history.data.entries.length === 0 ? (
            <EmptyState title="No stock changes yet" text="Adjustments, imports and edits show here with who made them and why." />
          ) : (
            <>
              <div className="relative -mx-4 overflow-x-auto px-4">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <caption className="sr-only">Stock changes, newest first</caption>
                  <thead className="border-b border-line text-xs text-muted uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        When
                      </th>
                      {byOptions && (
                        <th scope="col" className="px-3 py-2 font-semibold">
                          Combination
                        </th>
                      )}
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Change
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        After
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Reason
                      </th>
                      <th scope="col" className="py-2 pl-3 font-semibold">
                        By
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {history.data.entries.map((e) => (
                      <tr key={e.name} className="border-b border-line align-top last:border-0">
                        <td className="py-2 pr-3 whitespace-nowrap">{when(e.at)}</td>
                        {byOptions && <td className="px-3 py-2">{e.attribute_description || '—'}</td>}
                        <td
                          className={`px-3 py-2 text-right font-semibold tabular-nums ${e.change < 0 ? 'text-red-800' : 'text-green-800'}`}
                        >
                          {e.change > 0 ? `+${e.change}` : `−${-e.change}`}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{e.stock_after}</td>
                        <td className="px-3 py-2">
                          {e.reason_label}
                          {e.note && <span className="block text-xs text-muted">{e.note}</span>}
                        </td>
                        <td className="py-2 pl-3 text-muted">{e.staff_email}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} pageLen={PAGE_LEN} total={history.data.total} onPage={setPage} />
            </>
          )}
        </Card>
      </div>
      {adjusting && (
        <AdjustStockDialog product={p.name} productName={p.item} attributeKey={adjusting.attributeKey} onClose={() => setAdjusting(null)} />
      )}
    </>
  );
}
