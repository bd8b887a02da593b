import type { CallPayloadIn } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** Sends the contact form to the shop (stored and e-mailed; rate limited per IP). */
export function useContactForm() {
  return useMutation({ mutationFn: (payload: CallPayloadIn<'contactform'>) => call('contactform', payload) });
}
