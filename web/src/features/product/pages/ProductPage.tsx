import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { ErrorState } from '../../../ui/states';
import { useDismissFirstView } from '../../../app/use-dismiss-first-view';
import { isNotFound, useProductDetails } from '../api/get-product-details';
import { ProductDetail } from '../components/ProductDetail';
import { ProductNotFound, ProductSkeleton } from '../components/ProductStates';

/** /pr/{product}: the product detail page. */
export function ProductPage() {
  const route = useParams().product ?? '';
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useProductDetails(route);
  // The page's first render with data runs in the background, in slices a slow phone can interleave.
  const shown = useDeferredValue(data);
  useDismissFirstView(shown !== undefined || !!error);
  // Mobile shows the back-style 'Product Detail' header with its share button (the spec's rule).
  usePageMeta(desktop ? { title: data?.item ?? 'Product Detail' } : { title: 'Product Detail', back: true, share: true });
  const docTitle = data?.meta_title;
  useEffect(() => {
    if (docTitle) document.title = `${docTitle} | Larder`;
  }, [docTitle, desktop]);

  if (error) return isNotFound(error) ? <ProductNotFound /> : <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending || !shown) return <ProductSkeleton />;
  return <ProductDetail key={shown.name} product={shown} />;
}
