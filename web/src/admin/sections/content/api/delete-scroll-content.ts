import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_scroll_content: removes an announcement. */
export const useDeleteScrollContent = () =>
  useConsoleMutation('admin_delete_scroll_content', ['admin_scroll_content', 'get_scroll_content']);
