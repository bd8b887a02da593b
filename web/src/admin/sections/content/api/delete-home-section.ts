import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_home_section: removes a section from the home page. */
export const useDeleteHomeSection = () => useConsoleMutation('admin_delete_home_section', ['admin_home_sections', 'get_mobile_home_page']);
