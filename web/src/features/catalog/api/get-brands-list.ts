import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call-query';

export const brandsListQuery = () => callQuery('get_brands_list', {}, 5 * 60_000);

export function useBrandsList() {
  return useQuery(brandsListQuery());
}
