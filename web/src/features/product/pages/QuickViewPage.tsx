import { CompactProduct } from '../components/CompactProduct';
import { ProductParamPage } from '../components/ProductParamPage';

/** /quickview?product=<route>: the compact product view as a page. */
export function QuickViewPage() {
  return <ProductParamPage title="Quick View">{(p) => <CompactProduct key={p.name} product={p} />}</ProductParamPage>;
}
