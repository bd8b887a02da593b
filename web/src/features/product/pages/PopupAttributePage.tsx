import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { OptionsChooser } from '../components/OptionsChooser';
import { ProductLoader } from '../components/ProductLoader';

/** /popup-attribute?product=<route>: choose options, see the price, add to cart. */
export function PopupAttributePage() {
  usePageMeta({ title: 'Choose options', back: true });
  const route = useSearchParams()[0].get('product') ?? '';
  return (
    <ProductLoader route={route} compact>
      {(p) => <OptionsChooser key={p.name} product={p} />}
    </ProductLoader>
  );
}
