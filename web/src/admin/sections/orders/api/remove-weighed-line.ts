import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { sheetChanged } from './get-weighing';

/** admin_remove_weighed_line (any staff, while picking): a weighed line with no piece comes off the order. The answer is the new sheet. */
export function useRemoveWeighedLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_remove_weighed_line'>) => adminCall('admin_remove_weighed_line', input),
    onSuccess: (sheet) => sheetChanged(qc, sheet),
  });
}
