import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

export const addressListQuery = () =>
  queryOptions({ queryKey: ['get_address_list', {}], queryFn: () => call('get_address_list', {}), staleTime: 30_000 });

/** The signed-in customer's addresses, default first (the server's order); idle for a guest. */
export function useAddressList() {
  const session = useSession();
  return useQuery({ ...addressListQuery(), enabled: !!session });
}

export function invalidateAddresses(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: addressListQuery().queryKey });
}
