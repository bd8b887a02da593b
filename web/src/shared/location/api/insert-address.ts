import type { TAddress } from '@larder/contract/location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { invalidateAddresses } from './get-address-list';

export interface AddressFields {
  first_name: string;
  last_name: string;
  address: string;
  landmark: string;
  city: string;
  zipcode: string;
  phone: string;
  latitude?: number;
  longitude?: number;
  is_default: boolean;
}

/** A 'failed' answer ('You have already added this address') is the form's error, not a field's. */
export class AddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefused';
  }
}

/** insert_address: resolves with the new address; the list refetches. */
export function useInsertAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (fields: AddressFields): Promise<TAddress> => {
      const res = await call('insert_address', { data: fields });
      if (res.status !== 'success' || !res.address) throw new AddressRefused(res.message);
      return res.address;
    },
    onSettled: () => invalidateAddresses(qc),
  });
}
