import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_staff (owners): create, change, or reset a password; a new account or a reset returns a one-time link. */
export function useSaveStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_staff'>) => adminCall('admin_save_staff', input),
    onSuccess: () => Promise.all(['admin_staff_list', 'admin_audit_log'].map((name) => qc.invalidateQueries({ queryKey: [name] }))),
  });
}
