import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProductPurchase } from '../use-product-purchase';
import type { ProductViewProps } from './AddToCartBar';
import { Certifications } from './Certifications';
import { ImageGallery } from './ImageGallery';
import { PurchasePanel } from './PurchasePanel';

/** A compact product view (quick view, product popup): image, name, price, options, add to cart. */
export function CompactProduct({ product, onAddToCart, onToggleWishlist }: ProductViewProps) {
  const purchase = useProductPurchase(product);
  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-4 md:grid-cols-[280px_1fr] md:gap-8 md:px-6 md:py-8">
      <div className="mx-auto w-full max-w-72 md:max-w-none">
        <ImageGallery images={product.images} name={product.item} badge={purchase.packSize} compact />
      </div>
      <div className="flex flex-col gap-3">
        {product.brand_name && <p className="text-sm font-semibold text-brand-700">{product.brand_name}</p>}
        <h1 className="text-xl leading-tight font-extrabold md:text-2xl">{product.item}</h1>
        {purchase.packSize && !purchase.soldByWeight && (
          <p className="text-sm text-muted" data-testid="pack-size">
            <span className="sr-only">Pack size: </span>
            {purchase.packSize}
          </p>
        )}
        <Certifications items={product.certifications} />
        <PurchasePanel product={product} purchase={purchase} onAddToCart={onAddToCart} onToggleWishlist={onToggleWishlist} />
        <Link
          to={`/pr/${product.route}`}
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          View full details <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
