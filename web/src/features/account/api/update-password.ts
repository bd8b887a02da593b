import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

export type TPasswordChange =
  /** The signed-in customer with their current password. */
  | { old_password: string; new_password: string }
  /** The e-mailed one-time code. */
  | { user: string; otp: string; new_password: string }
  /** The e-mailed reset link's key. */
  | { key: string; new_password: string };

/** update_password: answers status 'Success' or 'Failed' with a message to show. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: TPasswordChange) => call('update_password', input),
  });
}
