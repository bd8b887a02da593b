import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { getGuestId } from '../../../lib/session';
import { checkAuthResult } from '../session-actions';

export interface TRegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pwd: string;
}

/** insert_customers (registration): the new customer is signed in and the guest's cart is theirs. */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: TRegisterInput) => {
      const guestId = getGuestId();
      const res = await call('insert_customers', {
        data: {
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim() || undefined,
          email: input.email.trim(),
          phone: input.phone.trim(),
          pwd: input.pwd,
          ...(guestId ? { guest_id: guestId } : {}),
        },
      });
      return checkAuthResult(res);
    },
  });
}
