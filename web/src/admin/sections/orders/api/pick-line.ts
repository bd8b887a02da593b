import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { sheetChanged } from './get-weighing';

/** admin_pick_line: marks a line picked, short-picked or substituted (or clears it), kept on the server. The answer is the new sheet. */
export function usePickLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_pick_line'>) => adminCall('admin_pick_line', input),
    onSuccess: (sheet) => {
      sheetChanged(qc, sheet);
      // The pick list shows the ticks.
      void qc.invalidateQueries({ queryKey: ['admin_pick_list'] });
    },
  });
}
