import type { TCategoryNode } from '@larder/contract/catalog';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { assetUrl } from '../../../api/client';
import { isTabRoute } from '../../../app/shell/BottomTabs';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useParentCategories } from '../api/get-parent-categories';

const countText = (n: number | undefined) => (n === undefined ? null : `${n} ${n === 1 ? 'product' : 'products'}`);

function ChildList({ nodes, depth }: { nodes: TCategoryNode[]; depth: number }) {
  return (
    <ul className={depth === 0 ? 'space-y-0.5' : 'mt-0.5 ml-4 space-y-0.5 border-l border-line pl-2'}>
      {nodes.map((c) => (
        <li key={c.name}>
          <Link
            to={`/c/${c.route}`}
            className={`flex min-h-9 items-center justify-between gap-2 rounded-md px-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${depth === 0 ? 'font-medium' : 'text-muted'}`}
          >
            <span>{c.category_name}</span>
            {c.products_count !== undefined && <span className="text-xs text-muted">{c.products_count}</span>}
          </Link>
          {c.child.length > 0 && <ChildList nodes={c.child} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

function CategoryTile({ node, eager }: { node: TCategoryNode; eager: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-white">
      <div className="flex items-center gap-2 p-2">
        <Link to={`/c/${node.route}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg hover:text-brand-700">
          <img
            src={assetUrl(node.mobile_image || node.image)}
            srcSet={node.mobile_image && node.image ? `${assetUrl(node.mobile_image)} 320w, ${assetUrl(node.image)} 640w` : undefined}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            loading={eager ? 'eager' : 'lazy'}
            className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover md:size-20"
          />
          <span className="min-w-0">
            <span className="block font-semibold">{node.category_name}</span>
            {countText(node.products_count) && <span className="block text-xs text-muted">{countText(node.products_count)}</span>}
          </span>
        </Link>
        {node.child.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${node.category_name} subcategories`}
            onClick={() => setOpen((v) => !v)}
            className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-stone-100"
          >
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        ) : (
          <ChevronRight aria-hidden="true" className="mr-2.5 size-5 text-muted" />
        )}
      </div>
      {node.child.length > 0 && (
        <div id={panelId} hidden={!open} className="border-t border-line px-2 py-2">
          <ChildList nodes={node.child} depth={0} />
        </div>
      )}
    </li>
  );
}

/**
 * /c, /category and /tabs/category: the whole category tree, level 1 as tiles that expand. The
 * last two are the mobile Categories tab: a tab page has no back arrow.
 */
export function CategoriesPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Categories', back: !isTabRoute(pathname) });
  const { data, isPending, error, refetch } = useParentCategories();
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-extrabold md:text-3xl">All categories</h1>
      {isPending ? (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <p role="status" className="sr-only">
            Loading categories
          </p>
          {Array.from({ length: 9 }, (_, i) => (
            <div key={i} className="flex items-center gap-3 rounded-xl border border-line bg-white p-2">
              <Skeleton className="size-16 md:size-20" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} title="We could not load the categories" />
      ) : data.length === 0 ? (
        <EmptyState title="No categories yet" text="Please check back soon." />
      ) : (
        <ul className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.map((c, i) => (
            <CategoryTile key={c.name} node={c} eager={i < 8} />
          ))}
        </ul>
      )}
    </div>
  );
}
