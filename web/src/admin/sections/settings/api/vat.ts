import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type VatClassesResult = CallResult<'admin_vat'>;

export const vatClassesQuery = () =>
  queryOptions({
    queryKey: ['admin_vat', {}],
    queryFn: ({ signal }) => adminCall('admin_vat', {}, { signal }),
  });

/** admin_vat (owners): VAT classes with the products that use them. */
export function useVatClasses() {
  return useQuery(vatClassesQuery());
}
