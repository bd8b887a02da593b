import { useConsoleMutation } from '../../../ui/content-kit';

/** admin_delete_discount: deletes a rule never used; a used one is switched off (its history stays). */
export const useDeleteDiscount = () => useConsoleMutation('admin_delete_discount', ['admin_discount_list', 'admin_discount_detail']);
