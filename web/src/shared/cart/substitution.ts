import type { TCartLine } from '@larder/contract/cart';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload, useCartOwner } from './cart-owner';
import { CartRefusal } from './cart-refusal';
import { storeReturnedCart } from './get-cart';

export type Substitution = TCartLine['substitution'];

/** get_substitution_options: products that may stand in for a line (same kind, certifications kept). */
export const substitutionOptionsQuery = (owner: string | null, line: string) =>
  queryOptions({
    queryKey: ['get_substitution_options', { owner, name: line }],
    queryFn: ({ signal }) => call('get_substitution_options', { name: line, ...ownerPayload() }, { signal }),
    staleTime: 60_000,
  });

export function useSubstitutionOptions(line: string, enabled: boolean) {
  return useQuery({ ...substitutionOptionsQuery(useCartOwner(), line), enabled });
}

/** update_cartitem_substitution: how a line may be replaced if it is short when picked. */
export function useSetSubstitution() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; substitution: Substitution; substitute_product?: string }) => {
      const res = await call('update_cartitem_substitution', { ...input, ...ownerPayload() });
      if (res.status === 'failed') throw new CartRefusal(res.message);
      return res;
    },
    onSuccess: (res) => storeReturnedCart(qc, res.cart),
  });
}
