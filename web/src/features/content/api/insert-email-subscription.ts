import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** Newsletter sign-up with double opt-in: the answer asks to confirm from the inbox. */
export function useEmailSubscription() {
  return useMutation({ mutationFn: (email: string) => call('insert_email_subscription', { email }) });
}
