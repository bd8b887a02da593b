import type { TProductDetails } from '@larder/contract/catalog';
import { packSizeLabel } from '@larder/contract/unit-price';
import { assetUrl } from '../../../api/client';
import { useProductPurchase } from '../use-product-purchase';
import type { ProductSelection } from './AddToCartBar';
import { PurchasePanel } from './PurchasePanel';

/** Just the option pickers, price and add button (adding a product with options from a listing). */
export function OptionsChooser({
  product,
  onAddToCart,
}: {
  product: TProductDetails;
  onAddToCart?: (selection: ProductSelection) => void;
}) {
  const purchase = useProductPurchase(product);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-4 md:py-8">
      <div className="flex items-center gap-3">
        {product.product_thumb && (
          <img
            src={assetUrl(product.product_thumb)}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover"
          />
        )}
        <div className="min-w-0">
          <h1 className="text-lg leading-tight font-bold">{product.item}</h1>
          {product.unit && <p className="text-sm text-muted">{packSizeLabel(product.unit)}</p>}
        </div>
      </div>
      <PurchasePanel product={product} purchase={purchase} onAddToCart={onAddToCart} />
    </div>
  );
}
