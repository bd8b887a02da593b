import type { TListProduct } from '@larder/contract/catalog';
import { packSizeLabel } from '@larder/contract/unit-price';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../api/client';
import { formatPrice } from '../lib/money';
import { DietBadges } from './diet-badges';
import { UnitPrice } from './unit-price';
import { Estimate, WeighedLabel } from './weighed';

/** A product tile for listings, search and carousels. `actions` holds the add-to-cart controls. */
export function ProductCard({ product, actions, eager = false }: { product: TListProduct; actions?: ReactNode; eager?: boolean }) {
  const href = `/pr/${product.route}`;
  // Sold by weight: the price is an estimate, and its label (weight and price per kg) stands for the pack size and unit price.
  const weighed = product.sold_by_weight;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition hover:shadow-md">
      {/* The title link below names the product; this one only enlarges the target. */}
      <Link to={href} aria-hidden="true" tabIndex={-1} className="relative block aspect-square bg-stone-100">
        {product.product_image && (
          <img
            src={assetUrl(product.product_image)}
            srcSet={`${assetUrl(product.product_thumb)} 320w, ${assetUrl(product.product_image)} 640w`}
            sizes="(min-width: 768px) 220px, 45vw"
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
        {product.discount_percentage > 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-leaf px-2 py-0.5 text-[11px] font-bold text-white">
            {product.discount_percentage}% off
          </span>
        )}
        {!product.in_stock && (
          <span className="absolute inset-x-0 bottom-0 bg-ink/75 py-1 text-center text-xs font-semibold text-white">Out of stock</span>
        )}
      </Link>
      {/* Top left, under the offer badge. */}
      <DietBadges
        certifications={product.certifications}
        className={`absolute left-2 max-w-[70%] ${product.discount_percentage > 0 ? 'top-8' : 'top-2'}`}
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-medium">
          <Link to={href} className="after:absolute after:inset-0 after:content-['']">
            {product.item}
          </Link>
        </h3>
        {!weighed && <p className="text-xs text-muted">{packSizeLabel(product.unit)}</p>}
        <div className="mt-auto flex items-baseline gap-2 pt-1">
          {weighed ? (
            <Estimate amount={product.price} spoken="Estimated price" className="font-bold" testId="card-price" />
          ) : (
            <span className="font-bold">{formatPrice(product.price)}</span>
          )}
          {product.old_price !== null && product.old_price > product.price && (
            <span className="text-xs text-muted line-through">{formatPrice(product.old_price)}</span>
          )}
        </div>
        {weighed ? <WeighedLabel value={weighed} /> : <UnitPrice value={product.unit_price} />}
        {actions && <div className="relative z-10 pt-2">{actions}</div>}
      </div>
    </article>
  );
}
