import type { TAddress } from '@larder/contract/location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { invalidateAddresses } from './get-address-list';
import { AddressRefused, type AddressFields } from './insert-address';

/** update_address: any subset of the fields (`{ name, is_default: true }` makes it the default). */
export function useUpdateAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Partial<AddressFields> & { name: string }): Promise<TAddress> => {
      const res = await call('update_address', { data: fields });
      if (res.status !== 'success' || !res.address) throw new AddressRefused(res.message);
      return res.address;
    },
    onSettled: () => invalidateAddresses(qc),
  });
}
