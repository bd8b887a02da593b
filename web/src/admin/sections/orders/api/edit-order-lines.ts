import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { orderChanged } from './invalidate';

export type LineChange = { line: string; quantity?: number; substitute_product?: string };

/** admin_edit_order_lines (managers, owners; before packing): the server recomputes the total and refunds the difference. */
export function useEditOrderLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallPayloadIn<'admin_edit_order_lines'>, 'changes'> & { changes: LineChange[] }) =>
      adminCall('admin_edit_order_lines', input),
    onSuccess: (r) => orderChanged(qc, r.order),
  });
}
