import type { TAdminCategory } from '@larder/contract/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

const KEY = ['admin_category_tree', {}];

/** Optimistic: the tree shows the new order at once and goes back if the shop refuses it. */
export function useReorderCategories() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { parent: string | null; order: string[] }) => adminCall('admin_reorder_categories', p),
    onMutate: async ({ parent, order }) => {
      await qc.cancelQueries({ queryKey: KEY });
      const before = qc.getQueryData<TAdminCategory[]>(KEY);
      if (before)
        qc.setQueryData<TAdminCategory[]>(
          KEY,
          before.map((c) => (c.parent === parent && order.includes(c.name) ? { ...c, display_order: order.indexOf(c.name) } : c)),
        );
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) qc.setQueryData(KEY, context.before);
    },
    onSuccess: (tree) => qc.setQueryData(KEY, tree),
  });
}
