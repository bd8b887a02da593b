import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_vat_delete (owners): deletes a class no product uses. */
export const useDeleteVat = () => useConsoleMutation('admin_vat_delete', ['admin_vat']);
