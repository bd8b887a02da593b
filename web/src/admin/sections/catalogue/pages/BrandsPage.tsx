import type { TAdminBrand } from '@larder/contract/admin-catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { Card, PageHeader, StatusChip } from '../../../ui/admin-ui';
import { queryStates } from '../../../ui/catalogue-ui';
import { type Columns, ConsoleTable } from '../../../ui/table/ConsoleTable';
import { useBrandList } from '../api/admin-brand-list';
import { BrandDialog } from '../components/BrandDialog';
import { CatalogueTabs } from '../components/CatalogueTabs';

export function BrandsPage() {
  const brands = useBrandList();
  const [editing, setEditing] = useState<{ brand?: TAdminBrand } | null>(null);
  return (
    <>
      <PageHeader
        title="Catalogue"
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" /> New brand
          </Button>
        }
      >
        Brands shoppers can browse by.
      </PageHeader>
      <CatalogueTabs />
      <Card title="Brands">
        <ConsoleTable
          caption="Brands"
          columns={brandColumns((brand) => setEditing({ brand }))}
          data={brands.data}
          getRowId={(b) => b.name}
          loadingLabel="Loading brands"
          {...queryStates(brands)}
          tableClassName="min-w-[32rem]"
          empty={
            <EmptyState title="No brands yet">
              <Button variant="secondary" size="sm" onClick={() => setEditing({})}>
                New brand
              </Button>
            </EmptyState>
          }
        />
      </Card>
      {editing && <BrandDialog brand={editing.brand} onClose={() => setEditing(null)} />}
    </>
  );
}

const col = createColumnHelper<TAdminBrand>();
function brandColumns(onEdit: (b: TAdminBrand) => void): Columns<TAdminBrand> {
  return [
    col.display({
      id: 'brand',
      header: 'Brand',
      cell: ({ row: { original: b } }) => (
        <div className="flex items-center gap-3">
          {b.logo ? (
            <img src={assetUrl(b.logo)} alt="" width={96} height={26} loading="lazy" className="h-7 w-24 object-contain" />
          ) : (
            <span className="h-7 w-24 rounded bg-stone-100" />
          )}
          <span className="font-semibold">{b.brand_name}</span>
        </div>
      ),
    }),
    col.accessor((b) => `/brands/${b.route}`, {
      id: 'route',
      header: 'Web address',
      meta: { className: 'hidden text-muted md:table-cell' },
    }),
    col.display({
      id: 'products',
      header: 'Products',
      meta: { className: 'text-right tabular-nums' },
      cell: ({ row: { original: b } }) => (
        <Link
          to={`/admin/catalogue?brand=${b.name}`}
          className="text-brand-700 hover:underline"
          aria-label={`${b.products_count} products of ${b.brand_name}`}
        >
          {b.products_count}
        </Link>
      ),
    }),
    col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: b } }) => <StatusChip status={b.is_active ? 'Active' : 'Hidden'} />,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row: { original: b } }) => (
        <Button variant="ghost" size="sm" aria-label={`Edit ${b.brand_name}`} onClick={() => onEdit(b)}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      ),
    }),
  ];
}
