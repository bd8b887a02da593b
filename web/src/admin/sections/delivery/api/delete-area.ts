import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_area: stops serving an area. */
export const useDeleteArea = () => useConsoleMutation('admin_delete_area', ['admin_areas']);
