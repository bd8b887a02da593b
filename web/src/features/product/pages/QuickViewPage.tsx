import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { CompactProduct } from '../components/CompactProduct';
import { ProductLoader } from '../components/ProductLoader';

/** /quickview?product=<route>: the compact product view as a page. */
export function QuickViewPage() {
  usePageMeta({ title: 'Quick View', back: true });
  const route = useSearchParams()[0].get('product') ?? '';
  return (
    <ProductLoader route={route} compact>
      {(p) => <CompactProduct key={p.name} product={p} />}
    </ProductLoader>
  );
}
