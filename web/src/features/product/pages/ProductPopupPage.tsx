import { CompactProduct } from '../components/CompactProduct';
import { ProductParamPage } from '../components/ProductParamPage';

/** /product-popup?product=<route>: the compact product view as a page. */
export function ProductPopupPage() {
  return <ProductParamPage title="Product">{(p) => <CompactProduct key={p.name} product={p} />}</ProductParamPage>;
}
