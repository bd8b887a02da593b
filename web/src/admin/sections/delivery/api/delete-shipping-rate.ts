import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_shipping_rate: removes a charge rule. */
export const useDeleteShippingRate = () =>
  useConsoleMutation('admin_delete_shipping_rate', ['admin_shipping_rates', 'admin_shipping_methods']);
