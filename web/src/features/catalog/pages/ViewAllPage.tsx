import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useMobileHomePage } from '../api/get-mobile-home-page';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/listing/ProductGrid';
import { NotFoundState } from '../../../shared/listing/PageStates';

/** The home carousels that have a "View all" page, with titles for when the home data is not loaded. */
const VIEW_ALL = [
  { data: 'best-sellers', title: 'Best Sellers' },
  { data: 'new-arrivals', title: 'New Arrivals' },
  { data: 'offers', title: 'Offers' },
];

function ViewAllIndex() {
  usePageMeta({ title: 'View all', back: true });
  return (
    <div className="mx-auto max-w-3xl px-4 py-4 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-extrabold md:text-3xl">View all</h1>
      <ul className="grid gap-3 sm:grid-cols-3">
        {VIEW_ALL.map((v) => (
          <li key={v.data}>
            <Link
              to={`/viewall/${v.data}`}
              className="flex items-center justify-between rounded-xl border border-line bg-white p-4 font-semibold hover:border-brand-600 hover:text-brand-700"
            >
              {v.title} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /viewall/{data}: a home carousel's products as a grid. There is no dedicated call; the section
 * whose view_all_route is this page comes from the home page content.
 */
function ViewAllSection({ data: key }: { data: string }) {
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useMobileHomePage(desktop ? 'web' : 'mobile');
  const section = data?.page_content.find((s) => s.section_type === 'Product Carousel' && s.view_all_route === `/viewall/${key}`);
  const title = section?.title ?? VIEW_ALL.find((v) => v.data === key)?.title ?? 'View all';
  usePageMeta({ title, back: true });

  if (!isPending && !error && (!section || section.section_type !== 'Product Carousel'))
    return <NotFoundState title="We couldn't find that list" text="It may have moved or no longer exists." />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-extrabold md:text-3xl">{title}</h1>
        {section?.subtitle && <p className="mt-1 text-sm text-muted md:text-base">{section.subtitle}</p>}
      </header>
      {isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading products
          </p>
          <ProductGridSkeleton layout="full" count={10} />
        </div>
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} title="We could not load these products" />
      ) : section?.section_type === 'Product Carousel' && section.data.length > 0 ? (
        <section aria-labelledby="viewall-products">
          <h2 id="viewall-products" className="sr-only">
            Products
          </h2>
          <ProductGrid products={section.data} view="grid" layout="full" />
        </section>
      ) : (
        <EmptyState title="Nothing here right now" text="Please check back soon.">
          <Link to="/c" className="font-semibold text-brand-700 hover:underline">
            Browse all categories
          </Link>
        </EmptyState>
      )}
    </div>
  );
}

export function ViewAllPage() {
  const { data } = useParams();
  return data ? <ViewAllSection key={data} data={data} /> : <ViewAllIndex />;
}
