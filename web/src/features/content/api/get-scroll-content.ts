import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call-query';

export const scrollContentQuery = () => callQuery('get_scroll_content', {}, 10 * 60_000);

/** The announcement bar's lines, each with the route it links to. */
export function useScrollContent() {
  return useQuery(scrollContentQuery());
}
