import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_delivery_mode: switches the mode and moves stores or changes their radius. */
export const useSaveDeliveryMode = () => useConsoleMutation('admin_save_delivery_mode', ['admin_delivery_mode']);
