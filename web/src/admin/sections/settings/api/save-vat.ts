import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_save_vat (owners): adds a class or changes one's name or rate. */
export const useSaveVat = () => useConsoleMutation('admin_save_vat', ['admin_vat']);
