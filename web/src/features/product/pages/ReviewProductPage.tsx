import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { ProductLoader } from '../components/ProductLoader';
import { ReviewForm } from '../components/ReviewForm';

/** /review-product?product=<route>: write a review. */
export function ReviewProductPage() {
  usePageMeta({ title: 'Write a review', back: true });
  const route = useSearchParams()[0].get('product') ?? '';
  return (
    <ProductLoader route={route} compact>
      {(p) => <ReviewForm key={p.name} product={p} />}
    </ProductLoader>
  );
}
