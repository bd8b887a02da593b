import type { CallName, CallPayloadIn } from '@larder/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';

/** A read of the shop, cached under `[call, payload]` like every read of the app. */
export const callQuery = <N extends CallName>(name: N, payload: CallPayloadIn<N>, staleTime: number) =>
  queryOptions({
    queryKey: [name, payload],
    queryFn: ({ signal }) => call(name, payload, { signal }),
    staleTime,
  });
