import type { TAddress } from '@larder/contract/location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { addressListQuery, invalidateAddresses } from './get-address-list';
import { AddressRefused } from './insert-address';

/** delete_address: the line leaves the cached list at once and comes back if the call fails. */
export function useDeleteAddress() {
  const qc = useQueryClient();
  const key = addressListQuery().queryKey;
  return useMutation({
    mutationFn: async (name: string) => {
      const res = await call('delete_address', { name });
      if (res.status !== 'success') throw new AddressRefused(res.message);
      return res;
    },
    onMutate: async (name) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TAddress[]>(key);
      if (before)
        qc.setQueryData<TAddress[]>(
          key,
          before.filter((a) => a.name !== name),
        );
      return { before };
    },
    onError: (_err, _name, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => invalidateAddresses(qc),
  });
}
