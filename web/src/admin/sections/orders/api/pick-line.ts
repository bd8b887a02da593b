import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { orderDetailQuery } from './get-order-detail';
import { weighingQuery } from './get-weighing';

/** admin_pick_line: marks a line picked, short-picked or substituted (or clears it), kept on the server. The answer is the new sheet. */
export function usePickLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_pick_line'>) => adminCall('admin_pick_line', input),
    onSuccess: (sheet) => {
      qc.setQueryData(weighingQuery(sheet.order_id).queryKey, sheet);
      // The order page counts the lines left to pick; the pick list shows the ticks.
      void qc.invalidateQueries({ queryKey: orderDetailQuery(sheet.order_id).queryKey });
      void qc.invalidateQueries({ queryKey: ['admin_pick_list'] });
    },
  });
}
