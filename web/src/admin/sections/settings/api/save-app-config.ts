import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_app_config (owners): saved to the settings, it streams to every open app. */
export const useSaveAppConfig = () => useConsoleMutation('admin_save_app_config', [], 'admin_app_config');
