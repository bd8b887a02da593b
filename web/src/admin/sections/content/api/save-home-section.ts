import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_home_section: creates or updates a section (its config checked against its type). */
export const useSaveHomeSection = () => useConsoleMutation('admin_save_home_section', ['admin_home_sections', 'get_mobile_home_page']);
