import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_settings (owners): saves any subset of the store settings; every process and app picks them up. */
export const useSaveStoreSettings = () =>
  useConsoleMutation('admin_save_settings', ['get_all_website_settings', 'get_settings_list', 'get_general_settings'], 'admin_settings');
