import { useEffect } from 'react';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { ErrorState } from '../../../ui/states';
import { isNotFound, useProductDetails } from '../api/get-product-details';
import { ProductDetail } from '../components/ProductDetail';
import { ProductNotFound, ProductSkeleton } from '../components/ProductStates';

/** /pr/{product}: the product detail page. */
export function ProductPage() {
  const route = useParams().product ?? '';
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useProductDetails(route);
  // Mobile shows the back-style 'Product Detail' header with its share button (the spec's rule).
  usePageMeta(desktop ? { title: data?.item ?? 'Product Detail' } : { title: 'Product Detail', back: true, share: true });
  const docTitle = data?.meta_title;
  useEffect(() => {
    if (docTitle) document.title = `${docTitle} | Larder`;
  }, [docTitle, desktop]);

  if (isPending) return <ProductSkeleton />;
  if (error) return isNotFound(error) ? <ProductNotFound /> : <ErrorState error={error} onRetry={() => void refetch()} />;
  return <ProductDetail key={data.name} product={data} />;
}
