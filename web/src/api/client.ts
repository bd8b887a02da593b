/**
 * The one typed client: `call(name, payload)` is checked against the contract at compile time.
 * The base URL is absolute in the mobile wrapper (capacitor://localhost cannot reach a relative
 * /api), and the token header goes with every call when a session holds one.
 */
import type { CallName, CallPayloadIn, CallResult } from '@larder/contract';

export const API_BASE: string = import.meta.env.VITE_API_BASE?.replace(/\/$/, '') ?? '';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly excType: string,
    public readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;
let onUnauthorized: () => void = () => {};

/** The session module registers where the token comes from and what a 401 should do. */
export function configureAuth(source: TokenSource, unauthorized: () => void): void {
  tokenSource = source;
  onUnauthorized = unauthorized;
}

/** Absolute URL for a server path such as /media/...; leaves absolute URLs alone. */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_BASE}${path}`;
}

export async function call<N extends CallName>(
  name: N,
  payload: CallPayloadIn<N>,
  /** `token`: the console's staff token, instead of the shopper's (a 401 then does not end the shop session). */
  init: { signal?: AbortSignal; token?: string | null } = {},
): Promise<CallResult<N>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const ownToken = init.token !== undefined;
  const token = ownToken ? init.token : tokenSource();
  if (token) headers.authorization = `token ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/method/${name}`, { method: 'POST', headers, body: JSON.stringify(payload), signal: init.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('You appear to be offline. Check your connection and try again.', 0, 'NetworkError');
  }
  const text = await res.text();
  let body: { message?: unknown; exc_type?: string; errors?: { field: string; message: string }[] } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    throw new ApiError('The shop sent an unexpected answer. Please try again.', res.status, 'ParseError');
  }
  if (!res.ok) {
    if (res.status === 401 && token && !ownToken) onUnauthorized();
    const message = typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
    throw new ApiError(message, res.status, body.exc_type ?? 'Error', body.errors ?? []);
  }
  return body.message as CallResult<N>;
}

export function errorText(err: unknown): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return 'Something went wrong. Please try again.';
}
