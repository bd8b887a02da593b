import type { TAdminBrand } from '@larder/contract/admin-catalog';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Card, PageHeader, StatusChip } from '../../../ui/admin-ui';
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
        {brands.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading brands">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : brands.isError ? (
          <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />
        ) : brands.data.length === 0 ? (
          <EmptyState title="No brands yet">
            <Button variant="secondary" size="sm" onClick={() => setEditing({})}>
              New brand
            </Button>
          </EmptyState>
        ) : (
          <div className="relative -mx-4 overflow-x-auto px-4">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Brands</caption>
              <thead className="border-b border-line text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Brand
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
                    Web address
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Products
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 pl-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {brands.data.map((b) => (
                  <tr key={b.name} className="border-b border-line last:border-0">
                    <td className="py-2 pr-3">
                      <div className="flex items-center gap-3">
                        {b.logo ? (
                          <img src={assetUrl(b.logo)} alt="" width={96} height={26} loading="lazy" className="h-7 w-24 object-contain" />
                        ) : (
                          <span className="h-7 w-24 rounded bg-stone-100" />
                        )}
                        <span className="font-semibold">{b.brand_name}</span>
                      </div>
                    </td>
                    <td className="hidden px-3 py-2 text-muted md:table-cell">/brands/{b.route}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      <Link
                        to={`/admin/catalogue?brand=${b.name}`}
                        className="text-brand-700 hover:underline"
                        aria-label={`${b.products_count} products of ${b.brand_name}`}
                      >
                        {b.products_count}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <StatusChip status={b.is_active ? 'Active' : 'Hidden'} />
                    </td>
                    <td className="py-2 pl-3 text-right">
                      <Button variant="ghost" size="sm" aria-label={`Edit ${b.brand_name}`} onClick={() => setEditing({ brand: b })}>
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {editing && <BrandDialog brand={editing.brand} onClose={() => setEditing(null)} />}
    </>
  );
}
