import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_shipping_rate: adds or changes a charge rule (bands of one kind must not overlap). */
export const useSaveShippingRate = () => useConsoleMutation('admin_save_shipping_rate', ['admin_shipping_rates', 'admin_shipping_methods']);
