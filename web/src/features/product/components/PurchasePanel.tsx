import type { TProductDetails } from '@larder/contract/catalog';
import { AlertCircle, AlertTriangle, CheckCircle2, Loader2, Scale, XCircle } from 'lucide-react';
import type { TUnitPrice } from '@larder/contract/unit-price';
import type { TSoldByWeight } from '@larder/contract/weighed';
import { lazy, Suspense } from 'react';
import { formatPrice } from '../../../lib/money';
import { UnitPrice } from '../../../ui/unit-price';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { Estimate, marginBpOf, piecePromise, WeighedLabel } from '../../../ui/weighed';
import type { ProductPurchase, StockState } from '../use-product-purchase';
import { AddToCartBar, type ProductSelection } from './AddToCartBar';
import { AttributePickers } from './AttributePickers';
import { QuantityStepper } from './QuantityStepper';

// Only an out-of-stock choice shows this form; its schema brings zod (see QuestionsSection in ProductDetail).
const NotifyMeForm = lazy(() => import('./NotifyMeForm').then((m) => ({ default: m.NotifyMeForm })));

export function PriceBlock({
  price,
  oldPrice,
  percentOff,
  vatRate,
  unitPrice,
  soldByWeight = null,
  qty = 1,
}: {
  price: number;
  oldPrice: number | null;
  percentOff: number;
  vatRate?: number;
  unitPrice?: TUnitPrice | null;
  /** Sold by weight: the price is an estimate, shown with its label and the promise for `qty` pieces. */
  soldByWeight?: TSoldByWeight | null;
  qty?: number;
}) {
  const priceClass = 'text-2xl font-extrabold tracking-tight md:text-3xl';
  const settings = useWebsiteSettings().data;
  return (
    <div>
      <p aria-live="polite" aria-atomic="true" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {soldByWeight ? (
          <Estimate amount={price} spoken="Estimated price:" className={priceClass} testId="product-price" />
        ) : (
          <>
            <span className="sr-only">Price: </span>
            <span data-testid="product-price" className={priceClass}>
              {formatPrice(price)}
            </span>
          </>
        )}
        {oldPrice !== null && oldPrice > price && (
          <>
            <span className="sr-only">, was </span>
            <span className="text-base text-muted line-through">{formatPrice(oldPrice)}</span>
          </>
        )}
        {percentOff > 0 && <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">{percentOff}% off</span>}
        {soldByWeight ? (
          <WeighedLabel value={soldByWeight} size="text-sm" />
        ) : (
          <UnitPrice value={unitPrice} size="text-sm" testId="purchase-unit-price" />
        )}
      </p>
      {soldByWeight && (
        <p className="mt-2 flex items-start gap-2 text-sm text-ink/90" data-testid="weight-promise">
          <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{piecePromise(price, qty, marginBpOf(settings))}</span>
        </p>
      )}
      {vatRate !== undefined && vatRate > 0 && <p className="mt-1 text-xs text-muted">Price includes VAT</p>}
    </div>
  );
}

export function StockStatus({ stock, checking }: { stock: StockState; checking: boolean }) {
  const base = 'flex items-center gap-1.5 text-sm font-semibold';
  let body;
  if (stock.kind === 'out')
    body = (
      <span className={`${base} text-red-700`}>
        <XCircle aria-hidden="true" className="size-4" /> Out of stock
      </span>
    );
  else if (stock.kind === 'limited')
    body = (
      <span className={`${base} text-amber-800`}>
        <AlertCircle aria-hidden="true" className="size-4" /> {stock.message}
      </span>
    );
  else if (stock.left !== null)
    // Low stock is a warning to buy soon, not a reassurance: amber, no tick.
    body = (
      <span className={`${base} text-amber-800`} data-tone="warning">
        <AlertTriangle aria-hidden="true" className="size-4" /> Only {stock.left} left
      </span>
    );
  else
    body = (
      <span className={`${base} text-leaf`}>
        <CheckCircle2 aria-hidden="true" className="size-4" /> In stock
      </span>
    );
  return (
    <div role="status" data-testid="stock-status" className="flex min-h-6 items-center gap-2">
      {body}
      {checking && <Loader2 aria-hidden="true" className="size-4 animate-spin text-muted" />}
    </div>
  );
}

/**
 * Options, price, stock, quantity and the add-to-cart bar for one product. With `sticky`, the
 * quantity and buttons stay fixed at the bottom of the screen on mobile.
 */
export function PurchasePanel({
  product,
  purchase,
  sticky = false,
  showPrice = true,
  onAddToCart,
  onToggleWishlist,
}: {
  product: TProductDetails;
  purchase: ProductPurchase;
  sticky?: boolean;
  showPrice?: boolean;
  onAddToCart?: (selection: ProductSelection) => void;
  onToggleWishlist?: (selection: ProductSelection) => void;
}) {
  const p = purchase;
  return (
    <div className="flex flex-col gap-4">
      {showPrice && (
        <PriceBlock
          price={p.price}
          oldPrice={p.oldPrice}
          percentOff={p.percentOff}
          vatRate={product.vat_rate}
          unitPrice={p.unitPrice}
          soldByWeight={p.soldByWeight}
          qty={p.qty}
        />
      )}
      <AttributePickers attributes={product.product_attributes} choice={p.choice} onChange={p.setOption} isSoldOut={p.isSoldOut} />
      <StockStatus stock={p.stock} checking={p.checking} />
      {p.outOfStock && (
        <Suspense fallback={null}>
          <NotifyMeForm
            key={p.selection.attribute_id}
            product={product.name}
            attributeId={p.selection.attribute_id}
            description={product.product_attributes.length ? p.description : undefined}
          />
        </Suspense>
      )}
      <div
        className={
          sticky
            ? 'fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-white/95 px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none'
            : 'flex items-center gap-2'
        }
      >
        <QuantityStepper value={p.qty} min={p.qtyBounds.min} max={p.qtyBounds.max} onChange={p.setQty} disabled={p.outOfStock} size="lg" />
        <AddToCartBar selection={p.selection} disabled={!p.canAdd} onAddToCart={onAddToCart} onToggleWishlist={onToggleWishlist} />
      </div>
    </div>
  );
}
