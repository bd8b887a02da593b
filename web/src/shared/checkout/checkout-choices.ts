import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../lib/session';

export type TCheckoutChoices = CallResult<'get_checkout_choices'>;
export type TChoicesPatch = CallPayloadIn<'set_checkout_choices'>;

/**
 * get_checkout_choices: the address, method and way to pay the customer chose, kept with their
 * cart on the server, so a reload, another tab or another device resumes the checkout. The
 * customer is part of the key: another sign-in never sees the last one's choices.
 */
export const checkoutChoicesQuery = (customer: string) =>
  queryOptions({
    queryKey: ['get_checkout_choices', { customer }],
    queryFn: ({ signal }) => call('get_checkout_choices', {}, { signal }),
    staleTime: 30_000,
  });

export function useCheckoutChoicesQuery() {
  const customer = useSession()?.customer_id ?? '';
  return useQuery({ ...checkoutChoicesQuery(customer), enabled: Boolean(customer) });
}

/** set_checkout_choices; the server's answer becomes the cached choices (a refusal reloads them). */
export function useSetCheckoutChoices() {
  const qc = useQueryClient();
  const key = checkoutChoicesQuery(useSession()?.customer_id ?? '').queryKey;
  return useMutation({
    mutationFn: (patch: TChoicesPatch) => call('set_checkout_choices', patch),
    onSuccess: (res) => qc.setQueryData(key, res),
    onError: () => qc.invalidateQueries({ queryKey: key }),
  });
}
