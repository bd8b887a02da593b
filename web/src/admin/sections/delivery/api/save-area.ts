import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_area: adds or changes a served district or sector with its centre. */
export const useSaveArea = () => useConsoleMutation('admin_save_area', ['admin_areas']);
