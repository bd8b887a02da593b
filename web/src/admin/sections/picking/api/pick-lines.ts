import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_pick_lines: the pick list's tick, kept on the server for every order line it covers (survives a reload). */
export function usePickLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_pick_lines'>) => adminCall('admin_pick_lines', input),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['admin_pick_list'] }),
        qc.invalidateQueries({ queryKey: ['admin_weighing'] }),
        qc.invalidateQueries({ queryKey: ['admin_order_detail'] }),
      ]),
  });
}
