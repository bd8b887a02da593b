import type { QueryClient } from '@tanstack/react-query';

/** After a change, refetch every console query of the calls it touched (their keys start with the call's name). */
export function refetchCalls(qc: QueryClient, calls: string[]): void {
  for (const c of calls) void qc.invalidateQueries({ queryKey: [c] });
}
