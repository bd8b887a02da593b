import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { CompactProduct } from '../components/CompactProduct';
import { ProductLoader } from '../components/ProductLoader';

/** /product-popup?product=<route>: the compact product view as a page. */
export function ProductPopupPage() {
  usePageMeta({ title: 'Product', back: true });
  const route = useSearchParams()[0].get('product') ?? '';
  return (
    <ProductLoader route={route} compact>
      {(p) => <CompactProduct key={p.name} product={p} />}
    </ProductLoader>
  );
}
