import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_menu (owners): the mobile menu's items in order, each on or off. */
export const useSaveMenu = () => useConsoleMutation('admin_save_menu', ['get_all_website_settings'], 'admin_menu');
