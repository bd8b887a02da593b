import type { CallName, CallPayload, CallResult } from '@larder/contract';
import type { Ctx } from '../ctx';
import type { RawJson } from './raw-json';

type Out<N extends CallName> = CallResult<N> | RawJson | undefined;
export type Handler<N extends CallName> = (ctx: Ctx, payload: CallPayload<N>) => Promise<Out<N>> | Out<N>;
export type Handlers = { [N in CallName]: Handler<N> };
