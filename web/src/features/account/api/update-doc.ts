import type { TCustomer } from '@larder/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { updateSessionName } from '../../../lib/session';
import { customerInfoQuery } from './get-customer-info';

export interface TProfilePatch {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  substitution_preference: TCustomer['substitution_preference'];
}

/** update_doc: the customer's own details; the header's name follows. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (doc: TProfilePatch) => call('update_doc', { doc: { doctype: 'Customers', ...doc } }),
    onSuccess: (customer) => {
      qc.setQueryData(customerInfoQuery(customer.name).queryKey, customer);
      updateSessionName({
        customer_name: customer.full_name,
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        phone: customer.phone,
      });
    },
  });
}
