import type { TProductDetails } from '@larder/contract/catalog';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/states';
import { isNotFound, useProductDetails } from '../api/get-product-details';
import { ProductNotFound, ProductSkeleton } from './ProductStates';

/** Loads a product by route and renders it, with the loading, not-found and error states. */
export function ProductLoader({
  route,
  compact = false,
  children,
}: {
  route: string;
  compact?: boolean;
  children: (p: TProductDetails) => ReactNode;
}) {
  const { data, isPending, error, refetch } = useProductDetails(route);
  if (!route) return <ProductNotFound />;
  if (isPending) return <ProductSkeleton compact={compact} />;
  if (error) return isNotFound(error) ? <ProductNotFound /> : <ErrorState error={error} onRetry={() => void refetch()} />;
  return children(data);
}
