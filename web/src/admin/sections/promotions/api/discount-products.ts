import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TPickProduct = CallResult<'admin_discount_products'>[number];

/** admin_discount_products: products to give away or to qualify, by name (from two letters typed). */
export const useDiscountProducts = (search: string) =>
  useConsoleQuery('admin_discount_products', { search }, { enabled: search.trim().length >= 2, staleTime: 60_000, keepPrevious: true });
