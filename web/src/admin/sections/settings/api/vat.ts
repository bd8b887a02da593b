import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type VatClassesResult = CallResult<'admin_vat'>;
/** admin_vat (owners): VAT classes with the products that use them. */
export const useVatClasses = () => useConsoleQuery('admin_vat', {});
