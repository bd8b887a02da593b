import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** logout: the token stops working on the server. Local clean-up happens whatever it answers. */
export function useLogout() {
  return useMutation({
    mutationFn: () => call('logout', {}),
  });
}
