import type { TProductDetails } from '@larder/contract/catalog';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { ProductLoader } from './ProductLoader';

/** A page for the product named by `?product=<route>` (the app's popups as pages), with a back button. */
export function ProductParamPage({ title, children }: { title: string; children: (p: TProductDetails) => ReactNode }) {
  usePageMeta({ title, back: true });
  const route = useSearchParams()[0].get('product') ?? '';
  return (
    <ProductLoader route={route} compact>
      {children}
    </ProductLoader>
  );
}
