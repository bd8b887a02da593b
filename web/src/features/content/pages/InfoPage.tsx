import { FileQuestion } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../api/client';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useInfoRoutes } from '../api/get-all-route';
import { usePageDetails } from '../api/get-page-details';
import { Blocks, BlocksSkeleton } from '../components/Blocks';
import { useMetaDescription } from '../use-meta-description';

/** The other info pages, from the shop's route list (a side column on desktop, after the text on mobile). */
function InfoNav({ current }: { current: string }) {
  const { data } = useInfoRoutes();
  if (!data?.length) return null;
  return (
    <nav aria-label="More information" className="rounded-2xl bg-white p-4 shadow-sm md:sticky md:top-[calc(var(--header-h,0px)+1.5rem)]">
      <p className="mb-2 px-2 text-sm font-semibold text-muted">More information</p>
      <ul className="flex flex-col">
        {data.map((r) => (
          <li key={r.route}>
            <Link
              to={r.route}
              aria-current={r.route === current ? 'page' : undefined}
              className={`block rounded-lg px-2 py-2 text-[15px] hover:bg-brand-50 hover:text-brand-700 ${
                r.route === current ? 'bg-brand-50 font-semibold text-brand-700' : ''
              }`}
            >
              {r.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/contact-us" className="block rounded-lg px-2 py-2 text-[15px] hover:bg-brand-50 hover:text-brand-700">
            Contact Us
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <FileQuestion aria-hidden="true" className="size-12 text-stone-400" />
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-sm text-muted">This page does not exist or is no longer published.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
        Back to the shop
      </Link>
    </div>
  );
}

/** /why, /story, /about-us, /cancellation-policy, /privacy-policy, /terms-condition: a page of the shop's own text. */
export function InfoPage() {
  const { pathname } = useLocation();
  const route = pathname.replace(/^\/+|\/+$/g, '');
  const page = usePageDetails(route);
  const data = page.data;
  usePageMeta({ title: data ? data.meta_title || data.title : page.isError ? 'Information' : undefined, back: true });
  useMetaDescription(data?.meta_description);
  const notFound = page.error instanceof ApiError && page.error.status === 404;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 md:grid-cols-[minmax(0,calc(70ch+5rem))_16rem] md:justify-center md:px-6 md:py-10">
      <article className="min-w-0 rounded-2xl bg-white px-5 py-6 shadow-sm md:px-10 md:py-10">
        {page.isPending ? (
          <div aria-busy="true" aria-label="Loading the page">
            <Skeleton className="mb-6 h-9 w-2/3" />
            <BlocksSkeleton lines={10} />
          </div>
        ) : notFound ? (
          <NotFound />
        ) : !data ? (
          <>
            <h1 className="sr-only">Information</h1>
            <ErrorState error={page.error} title="We could not load this page" onRetry={() => void page.refetch()} />
          </>
        ) : (
          <>
            <div className="mb-4 hidden md:block">
              <Breadcrumbs items={[{ title: data.title, route: pathname }]} />
            </div>
            <h1 className="mb-6 text-2xl leading-tight font-extrabold text-ink md:text-4xl">{data.title}</h1>
            <Blocks blocks={data.content} />
          </>
        )}
      </article>
      <div className="min-w-0">
        <InfoNav current={pathname} />
      </div>
    </div>
  );
}
