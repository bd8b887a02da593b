import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { sheetChanged } from './get-weighing';

/** admin_weigh_line: what the scale says for a weighed line (grams); weighing again replaces it. The answer is the new sheet. */
export function useWeighLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_weigh_line'>) => adminCall('admin_weigh_line', input),
    onSuccess: (sheet) => sheetChanged(qc, sheet),
  });
}
