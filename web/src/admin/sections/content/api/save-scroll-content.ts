import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_scroll_content: creates or updates an announcement. */
export const useSaveScrollContent = () => useConsoleMutation('admin_save_scroll_content', ['admin_scroll_content', 'get_scroll_content']);
