import { Link } from 'react-router';
import { assetUrl } from '../../../api/client';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useBrandsList } from '../api/get-brands-list';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

/** /brands: every brand as a logo tile with its product count. */
export function BrandsPage() {
  usePageMeta({ title: 'Brands', back: true });
  const { data, isPending, error, refetch } = useBrandsList();
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-extrabold md:text-3xl">Our brands</h1>
      {isPending ? (
        <div aria-busy="true" className={GRID}>
          <p role="status" className="sr-only">
            Loading brands
          </p>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} title="We could not load the brands" />
      ) : data.length === 0 ? (
        <EmptyState title="No brands yet" text="Please check back soon." />
      ) : (
        <ul className={GRID}>
          {data.map((b, i) => (
            <li key={b.name}>
              <Link
                to={`/brands/${b.route}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-white p-4 text-center transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="flex h-14 w-full items-center justify-center">
                  {b.logo && (
                    <img
                      src={assetUrl(b.logo)}
                      alt=""
                      width={160}
                      height={56}
                      loading={i < 12 ? 'eager' : 'lazy'}
                      className="max-h-14 w-auto max-w-full object-contain"
                    />
                  )}
                </span>
                <span className="text-sm font-semibold">{b.brand_name}</span>
                <span className="text-xs text-muted">
                  {b.product_count} {b.product_count === 1 ? 'product' : 'products'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
