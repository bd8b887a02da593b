import type { TProductDetails } from '@larder/contract/catalog';
import { packSizeLabel } from '@larder/contract/unit-price';
import { useProductPurchase } from '../use-product-purchase';
import type { ProductSelection } from './AddToCartBar';
import { PurchasePanel } from './PurchasePanel';
import { ProductThumbHeading } from './ProductThumbHeading';

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
      <ProductThumbHeading product={product}>
        <h1 className="text-lg leading-tight font-bold">{product.item}</h1>
        {product.unit && <p className="text-sm text-muted">{packSizeLabel(product.unit)}</p>}
      </ProductThumbHeading>
      <PurchasePanel product={product} purchase={purchase} onAddToCart={onAddToCart} />
    </div>
  );
}
