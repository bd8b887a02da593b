import { ReviewForm } from '../components/ReviewForm';
import { ProductParamPage } from '../components/ProductParamPage';

/** /review-product?product=<route>: write a review. */
export function ReviewProductPage() {
  return <ProductParamPage title="Write a review">{(p) => <ReviewForm key={p.name} product={p} />}</ProductParamPage>;
}
