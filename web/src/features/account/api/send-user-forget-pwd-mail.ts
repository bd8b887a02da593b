import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** send_user_forget_pwd_mail: e-mails a 6-digit code and a reset link (the answer never says whether the account exists). */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call('send_user_forget_pwd_mail', { user: email.trim() }),
  });
}
