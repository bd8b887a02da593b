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

/** What the server will answer to a patch (a new address resets the method, unless one is given). */
function applied(prev: TCheckoutChoices, patch: TChoicesPatch): TCheckoutChoices {
  const next: TCheckoutChoices = { ...prev, ...patch };
  if (patch.ship_addr !== undefined && patch.ship_addr !== prev.ship_addr && patch.shipping_method === undefined)
    next.shipping_method = null;
  return next;
}

/** set_checkout_choices, shown at once (optimistic) and put back if the server refuses it. */
export function useSetCheckoutChoices() {
  const qc = useQueryClient();
  const key = checkoutChoicesQuery(useSession()?.customer_id ?? '').queryKey;
  return useMutation({
    mutationFn: (patch: TChoicesPatch) => call('set_checkout_choices', patch),
    onMutate: async (patch) => {
      await qc.cancelQueries({ queryKey: key });
      const prev = qc.getQueryData(key);
      if (prev) qc.setQueryData(key, applied(prev, patch));
      return { prev };
    },
    onError: (_err, _patch, context) => {
      if (context?.prev) qc.setQueryData(key, context.prev);
      void qc.invalidateQueries({ queryKey: key });
    },
    onSuccess: (res) => qc.setQueryData(key, res),
  });
}
