import type { CallName, CallPayloadIn, CallResult } from '@larder/contract';
import { ApiError, call } from '../api/client';
import { getStaffSession, setStaffSession } from './admin-session';

/** A console call with the staff token; a 401 ends the staff session (the login page shows). */
export async function adminCall<N extends CallName>(
  name: N,
  payload: CallPayloadIn<N>,
  init: { signal?: AbortSignal } = {},
): Promise<CallResult<N>> {
  const s = getStaffSession();
  try {
    return await call(name, payload, { ...init, token: s ? `${s.api_key}:${s.api_secret}` : null });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && s) setStaffSession(null);
    throw err;
  }
}

/** Saves text as a download (CSV exports). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
