import { adminCatalogCalls, type TLowStockItem } from '@larder/contract/admin-catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { History, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../../api/client';
import { Button, buttonClass } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Form, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleText } from '../../../ui/console-fields';
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

const THRESHOLD_WORDS = { threshold: { invalid: 'The threshold must be a whole number, 0 or more.' } };

/** The low-stock threshold, validated by its call's schema. */
function ThresholdForm({ threshold, onSaved }: { threshold: number; onSaved: () => void }) {
  const form = useContractForm(adminCatalogCalls.admin_save_low_stock_threshold.payload, {
    defaultValues: { threshold: String(threshold) },
    words: THRESHOLD_WORDS,
  });
  const save = useSaveLowStockThreshold();
  return (
    <Form
      form={form}
      className="flex items-end gap-2"
      onSubmit={async (v) => {
        const r = await save.mutateAsync(v.threshold, { onError: (err) => notify(errorText(err), { kind: 'error', duration: 5000 }) });
        onSaved();
        notify(`Low stock now means ${r.threshold} or fewer`, { kind: 'success' });
      }}
    >
      <ConsoleText name="threshold" label="Low means at most" inputMode="numeric" className="h-8 w-20" />
      <SubmitButton variant="secondary" size="sm" busy="Save">
        Save
      </SubmitButton>
    </Form>
  );
}

function LowStock({ onAdjust }: { onAdjust: (a: Adjusting) => void }) {
  const [page, setPage] = useState(1);
  const list = useLowStock({ page_no: page, page_len: PAGE_LEN });
  const [bulk, setBulk] = useState<{ items: StockItem[]; clear: () => void } | null>(null);
  return (
    <Card
      title="Low stock"
      actions={list.data && <ThresholdForm key={list.data.threshold} threshold={list.data.threshold} onSaved={() => setPage(1)} />}
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
