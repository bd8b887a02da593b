import { useId } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../../../api/client';
import { CategoryIcon } from '../../../ui/category-icon';
import { Skeleton } from '../../../ui/skeleton';
import { useTopCategories } from '../api/get-top-categories';
import { categoryPath } from '../paths';

/**
 * 'Top categories' as links: compact chips inside the search dropdown, tiles on the search page.
 * The heading is a paragraph in the header (no heading before the page's h1) and an h2 on a page.
 */
export function TopCategories({ variant, onNavigate }: { variant: 'chips' | 'tiles'; onNavigate?: () => void }) {
  const { data, isPending, isError, refetch } = useTopCategories();
  const headingId = useId();
  const Heading = variant === 'tiles' ? 'h2' : 'p';
  return (
    <div>
      <Heading
        id={headingId}
        className={variant === 'tiles' ? 'mb-3 text-base font-bold' : 'mb-2 text-xs font-semibold tracking-wide text-muted uppercase'}
      >
        Top categories
      </Heading>
      {isPending ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={variant === 'tiles' ? 'h-24 w-20' : 'h-8 w-24 rounded-full'} />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-muted">
          Categories could not be loaded.{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold text-brand-700 underline">
            Try again
          </button>
        </p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className={variant === 'tiles' ? 'grid grid-cols-4 gap-3 sm:grid-cols-6' : 'flex flex-wrap gap-1.5'}
        >
          {data.map((c) => (
            <li key={c.name}>
              {variant === 'tiles' ? (
                <Link
                  to={categoryPath(c.route)}
                  onClick={onNavigate}
                  className="flex flex-col items-center gap-1 text-center text-xs font-medium"
                >
                  <img
                    src={assetUrl(c.mobile_image || c.image)}
                    srcSet={`${assetUrl(c.mobile_image)} 320w, ${assetUrl(c.image)} 640w`}
                    sizes="72px"
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                    className="size-16 rounded-xl bg-stone-100 object-cover sm:size-18"
                  />
                  {c.category_name}
                </Link>
              ) : (
                <Link
                  to={categoryPath(c.route)}
                  onClick={onNavigate}
                  className="flex items-center gap-1.5 rounded-full border border-line py-0.5 pr-3 pl-0.5 text-[13px] hover:border-brand-600 hover:text-brand-700"
                >
                  <CategoryIcon category={c} size={24} className="size-6 rounded-full bg-stone-100 object-cover" />
                  {c.category_name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
