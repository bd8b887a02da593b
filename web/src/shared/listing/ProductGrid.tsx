import type { TListProduct } from '@larder/contract/catalog';
import { Link } from 'react-router';
import { assetUrl } from '../../api/client';
import { formatPrice } from '../../lib/money';
import { ProductCardActions } from '../cart/ProductCardActions';
import { ProductCard } from '../../ui/product-card';
import { Skeleton, SkeletonLines } from '../../ui/skeleton';
import type { ListingView } from './listing-params';
import { UnitPrice } from '../../ui/unit-price';
import { Estimate, WeighedLabel } from '../../ui/weighed';

/** Columns: 2 on phones; with the filter panel beside it 3–4 on desktop, 5 on wide screens. */
const GRID = {
  panel: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5',
  full: 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5',
};
const LIST = 'grid gap-3 xl:grid-cols-2';

/** A product as a row (the category's 'List View'): image, name, pack size, description and price. */
export function ProductRow({ product, eager }: { product: TListProduct; eager: boolean }) {
  const href = `/pr/${product.route}`;
  // Sold by weight: an estimated price, and the label (weight and price per kg) for the pack size and unit price.
  const weighed = product.sold_by_weight;
  return (
    <article className="relative flex h-full gap-3 rounded-xl border border-line bg-white p-3 transition hover:shadow-md">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-lg bg-stone-100 md:size-28">
        {product.product_thumb && (
          <img
            src={assetUrl(product.product_thumb)}
            srcSet={`${assetUrl(product.product_thumb)} 320w, ${assetUrl(product.product_image)} 640w`}
            sizes="112px"
            alt=""
            width={112}
            height={112}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
        {product.discount_percentage > 0 && (
          <span className="absolute top-1 left-1 rounded-full bg-leaf px-1.5 py-0.5 text-[10px] font-bold text-white">
            {product.discount_percentage}% off
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="line-clamp-2 text-sm leading-snug font-medium md:text-base">
          <Link to={href} className="after:absolute after:inset-0 after:content-['']">
            {product.item}
          </Link>
        </h3>
        <p className="text-xs text-muted">{[weighed ? null : product.unit, product.brand_name].filter(Boolean).join(' · ')}</p>
        {product.short_description && <p className="line-clamp-2 text-xs text-muted md:text-sm">{product.short_description}</p>}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          {weighed ? (
            <Estimate amount={product.price} spoken="Estimated price" className="font-bold" />
          ) : (
            <span className="font-bold">{formatPrice(product.price)}</span>
          )}
          {product.old_price !== null && product.old_price > product.price && (
            <span className="text-xs text-muted line-through">{formatPrice(product.old_price)}</span>
          )}
          {weighed ? <WeighedLabel value={weighed} /> : <UnitPrice value={product.unit_price} />}
          {!product.in_stock && <span className="text-xs font-semibold text-brand-700">Out of stock</span>}
        </div>
        <div className="relative z-10 max-w-56 pt-2">
          <ProductCardActions product={product} />
        </div>
      </div>
    </article>
  );
}

/** The listing's products as a grid of cards or a list of rows. The first row loads eagerly. */
export function ProductGrid({
  products,
  view,
  layout = 'panel',
}: {
  products: TListProduct[];
  view: ListingView;
  layout?: 'panel' | 'full';
}) {
  return (
    <ul className={view === 'list' ? LIST : GRID[layout]} data-view={view}>
      {products.map((p, i) => (
        <li key={p.name}>
          {view === 'list' ? (
            <ProductRow product={p} eager={i < 4} />
          ) : (
            <ProductCard product={p} eager={i < 4} actions={<ProductCardActions product={p} />} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  view = 'grid',
  count = 10,
  layout = 'panel',
}: {
  view?: ListingView;
  count?: number;
  layout?: 'panel' | 'full';
}) {
  return (
    <div className={view === 'list' ? LIST : GRID[layout]} aria-hidden="true">
      {Array.from({ length: count }, (_, i) =>
        view === 'list' ? (
          <div key={i} className="flex gap-3 rounded-xl border border-line bg-white p-3">
            <Skeleton className="size-24 shrink-0 md:size-28" />
            <SkeletonLines lines={['h-4 w-3/4', 'h-3 w-1/3', 'h-3 w-full', 'h-4 w-16']} />
          </div>
        ) : (
          <div key={i} className="overflow-hidden rounded-xl border border-line bg-white">
            <Skeleton className="aspect-square w-full rounded-none" />
            <SkeletonLines lines={['h-4 w-full', 'h-3 w-1/3', 'h-4 w-16']} className="space-y-2 p-3" />
          </div>
        ),
      )}
    </div>
  );
}
