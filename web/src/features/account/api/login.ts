import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { getGuestId } from '../../../lib/session';
import { checkAuthResult } from '../session-actions';

/** login: e-mail or phone and password; a guest's cart and wishlist merge into the account. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: { usr: string; pwd: string }) => {
      const res = await call('login', { usr: input.usr.trim(), pwd: input.pwd, guest_id: getGuestId() ?? undefined });
      return checkAuthResult(res);
    },
  });
}
