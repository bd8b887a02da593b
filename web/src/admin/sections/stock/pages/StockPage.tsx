import type { TLowStockItem } from '@larder/contract/admin-catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { History, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../../api/client';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, inputClass, PageHeader } from '../../../ui/admin-ui';
import { Thumb } from '../../../ui/catalogue-ui';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useLowStock } from '../api/admin-low-stock';
import { useProductSearch } from '../api/admin-product-list';
import { useSaveLowStockThreshold } from '../api/admin-save-low-stock-threshold';
import { AdjustStockDialog } from '../components/AdjustStockDialog';
import { BulkStockDialog, type StockItem } from '../components/BulkStockDialog';

const PAGE_LEN = 50;

interface Adjusting {
  product: string;
  productName: string;
  attributeKey?: string;
}

export function StockPage() {
  const [adjusting, setAdjusting] = useState<Adjusting | null>(null);
  return (
    <>
      <PageHeader title="Stock">Find a product to change its stock, or work through what is running low.</PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[22rem_1fr]">
        <ProductFinder onAdjust={setAdjusting} />
        <LowStock onAdjust={setAdjusting} />
      </div>
      {adjusting && <AdjustStockDialog {...adjusting} onClose={() => setAdjusting(null)} />}
    </>
  );
}

function ProductFinder({ onAdjust }: { onAdjust: (a: Adjusting) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const results = useProductSearch(search);
  return (
    <Card title="Find a product">
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Name or SKU
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. lamb chops"
            className={`${inputClass} w-full pl-9`}
          />
        </div>
      </form>
      <div className="mt-3" aria-live="polite">
        {search.length < 2 ? (
          <p className="text-sm text-muted">Type at least two letters.</p>
        ) : results.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Searching">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : results.isError ? (
          <ErrorState error={results.error} onRetry={() => void results.refetch()} />
        ) : results.data.products.length === 0 ? (
          <p className="text-sm text-muted">No product matches “{search}”.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {results.data.products.map((p) => (
              <li key={p.name} className="flex items-center gap-3 py-2">
                <Thumb src={p.thumb} size={36} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">{p.item}</p>
                  <p className="text-xs text-muted">
                    {p.stock === null
                      ? 'Stock not tracked'
                      : `${p.stock} in stock${p.inventory_method === 'Track Inventory By Product Attributes' ? ' (all options)' : ''}`}
                  </p>
                </div>
                <Link to={`/admin/stock/${p.name}`} className={buttonClass('ghost', 'sm')} aria-label={`Stock history of ${p.item}`}>
                  <History aria-hidden="true" className="size-4" />
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={p.stock === null}
                  onClick={() => onAdjust({ product: p.name, productName: p.item })}
                  aria-label={`Adjust stock of ${p.item}`}
                >
                  Adjust
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function LowStock({ onAdjust }: { onAdjust: (a: Adjusting) => void }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useLowStock({ page_no: page, page_len: PAGE_LEN });
  const saveThreshold = useSaveLowStockThreshold();
  const [bulk, setBulk] = useState<{ items: StockItem[]; clear: () => void } | null>(null);
  const [edited, setThreshold] = useState<string | null>(null);
  const threshold = edited ?? (list.data ? String(list.data.threshold) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(threshold);
    if (!Number.isInteger(n) || n < 0) return notify('The threshold must be a whole number, 0 or more.', { kind: 'error' });
    saveThreshold.mutate(n, {
      onSuccess: (r) => (setPage(1), notify(`Low stock now means ${r.threshold} or fewer`, { kind: 'success' })),
      onError: (err) => notify(errorText(err), { kind: 'error', duration: 5000 }),
    });
  };
  return (
    <Card
      title="Low stock"
      actions={
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-t`} className="text-xs font-medium">
              Low means at most
            </label>
            <input
              id={`${id}-t`}
              inputMode="numeric"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              className={`${inputClass} h-8 w-20`}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" disabled={saveThreshold.isPending}>
            Save
          </Button>
        </form>
      }
    >
      <ConsoleTable
        caption={`Products at or below ${list.data?.threshold ?? ''} in stock`}
        columns={lowStockColumns(onAdjust)}
        data={list.data?.items}
        getRowId={(i) => `${i.product}|${i.attribute_key}`}
        loading={list.isPending}
        loadingLabel="Loading low stock"
        error={list.error}
        onRetry={() => void list.refetch()}
        stale={list.isPlaceholderData}
        tableClassName="min-w-[21rem]"
        paging={{ page, pageLen: PAGE_LEN, total: list.data?.total, onPage: setPage }}
        selection={{
          rowLabel: (i) => `Select ${i.product_name}${i.attribute_description ? ` (${i.attribute_description})` : ''}`,
          actions: (selected, clear) => (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setBulk({ items: selected.map((i) => ({ product: i.product, attribute_key: i.attribute_key })), clear })}
            >
              Change stock…
            </Button>
          ),
        }}
        empty={<EmptyState title="Nothing is running low" text={`Every tracked product has more than ${list.data?.threshold} in stock.`} />}
      />
      {bulk && <BulkStockDialog items={bulk.items} onDone={bulk.clear} onClose={() => setBulk(null)} />}
    </Card>
  );
}

const col = createColumnHelper<TLowStockItem>();
function lowStockColumns(onAdjust: (a: Adjusting) => void): Columns<TLowStockItem> {
  return [
    col.display({
      id: 'product',
      header: 'Product',
      cell: ({ row: { original: i } }) => (
        <div className="flex items-center gap-3">
          <Thumb src={i.thumb} size={36} />
          <div className="min-w-0">
            <Link to={`/admin/stock/${i.product}`} className="font-semibold hover:text-brand-700 hover:underline">
              {i.product_name}
            </Link>
            {i.attribute_description && <p className="text-xs text-muted">{i.attribute_description}</p>}
          </div>
        </div>
      ),
    }),
    col.accessor('sku', { header: 'SKU', meta: { className: 'hidden text-muted md:table-cell' } }),
    col.display({
      id: 'stock',
      header: 'In stock',
      meta: { className: 'text-right font-semibold whitespace-nowrap tabular-nums' },
      cell: ({ row: { original: i } }) => (i.stock === 0 ? <span className="text-red-800">Sold out</span> : i.stock),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row: { original: i } }) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onAdjust({ product: i.product, productName: i.product_name, attributeKey: i.attribute_key || undefined })}
          aria-label={`Adjust stock of ${i.product_name}${i.attribute_description ? ` (${i.attribute_description})` : ''}`}
        >
          Adjust
        </Button>
      ),
    }),
  ];
}
