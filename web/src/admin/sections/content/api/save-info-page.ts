import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_info_page: creates or updates an info page (blocks, never HTML). */
export const useSaveInfoPage = () => useConsoleMutation('admin_save_info_page', ['admin_info_pages', 'get_page_details']);
