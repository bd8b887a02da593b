import { Share2 } from 'lucide-react';
import type { TProductDetails } from '@larder/contract/catalog';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../../../api/client';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { useProductPurchase } from '../use-product-purchase';
import type { ProductViewProps } from './AddToCartBar';
import { Certifications } from './Certifications';
import { FoodInformation } from './FoodInformation';
import { ImageGallery } from './ImageGallery';
import { PurchasePanel } from './PurchasePanel';
import { RelatedProducts } from './RelatedProducts';
import { ReviewsSection } from './ReviewsSection';
import { SharePopup, useShareEvent } from './SharePopup';
import { Stars } from './Stars';

// The question form loads apart from the page's first render: its schema brings the catalogue's
// contract and zod, about 30 ms of script evaluation on this machine (4x that on a slow phone).
const QuestionsSection = lazy(() => import('./QuestionsSection').then((m) => ({ default: m.QuestionsSection })));

/*
 * What does not follow the shopper's choice is memoised. A query's answer (validate_attributes_stock
 * as the page opens, the cart) re-renders its subscriber synchronously, in one task. With these
 * memoised, that task re-renders the purchase panel, not the whole page with its forms and related
 * cards: 20 ms instead of 85 ms at a 4x CPU throttle here (a slow phone; decision 054).
 */
const Gallery = memo(ImageGallery);
const Badges = memo(Certifications);

/** The full product page body. Parents key it by product so a new product starts a fresh choice. */
export function ProductDetail({ product, onAddToCart, onToggleWishlist }: ProductViewProps) {
  const purchase = useProductPurchase(product);
  const [sharing, setSharing] = useState(false);
  useShareEvent(() => setSharing(true));
  const crumbs = [...product.breadcrumbs, { title: product.item, route: `/pr/${product.route}` }];
  const pageUrl = `${window.location.origin}/pr/${product.route}`;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-3 pb-28 md:px-6 md:pt-5 md:pb-12">
      <div className="mb-3 md:mb-5">
        <Breadcrumbs items={crumbs} />
      </div>
      <div className="grid gap-5 md:grid-cols-2 md:gap-10">
        <div className="md:sticky md:top-4 md:self-start">
          <Gallery images={product.images} name={product.item} badge={purchase.packSize} />
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            {product.brand && (
              <Link to={`/brands/${product.brand.route}`} className="self-start text-sm font-semibold text-brand-700 hover:underline">
                {product.brand.brand_name}
              </Link>
            )}
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-tight font-extrabold md:text-3xl">{product.item}</h1>
              <button
                type="button"
                onClick={() => setSharing(true)}
                aria-label="Share this product"
                aria-haspopup="dialog"
                className="hidden size-10 shrink-0 place-items-center rounded-full border border-line bg-white hover:bg-stone-100 md:grid"
              >
                <Share2 aria-hidden="true" className="size-5" />
              </button>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {/* Sold by weight, the price's label says the weight. */}
              {purchase.packSize && !purchase.soldByWeight && (
                <span data-testid="pack-size">
                  <span className="sr-only">Pack size: </span>
                  {purchase.packSize}
                </span>
              )}
              {product.review_count > 0 && (
                <a href="#reviews" className="inline-flex items-center gap-1 hover:underline">
                  <Stars value={product.rating} />
                  <span>
                    ({product.review_count} {product.review_count === 1 ? 'review' : 'reviews'})
                  </span>
                </a>
              )}
            </div>
          </div>
          <Badges items={product.certifications} />
          {product.short_description && <p className="text-base text-ink/90">{product.short_description}</p>}
          <PurchasePanel product={product} purchase={purchase} sticky onAddToCart={onAddToCart} onToggleWishlist={onToggleWishlist} />
        </div>
      </div>

      <ProductSections product={product} />

      <SharePopup open={sharing} onOpenChange={setSharing} url={pageUrl} title={product.item} image={assetUrl(product.product_image)} />
    </div>
  );
}

/** Description, food information, reviews, questions and related products: the same whatever is chosen. */
const ProductSections = memo(function ProductSections({ product }: { product: TProductDetails }) {
  return (
    <div className="mt-10 flex flex-col gap-10 md:mt-14 md:gap-14">
      {product.full_description && (
        <section aria-labelledby="description-h" className="max-w-3xl">
          <h2 id="description-h" className="mb-2 text-lg font-bold md:text-xl">
            Description
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line md:text-base">{product.full_description}</p>
          {product.sku && <p className="mt-3 text-xs text-muted">SKU: {product.sku}</p>}
        </section>
      )}
      {product.food_information && <FoodInformation info={product.food_information} />}
      <div id="reviews" className="grid scroll-mt-20 gap-10 md:grid-cols-2 md:gap-12">
        <ReviewsSection product={product} />
        <Suspense fallback={<section aria-label="Questions" aria-busy="true" className="min-h-72" />}>
          <QuestionsSection product={product.name} productName={product.item} />
        </Suspense>
      </div>
      <RelatedProducts products={product.related_products} />
    </div>
  );
});
