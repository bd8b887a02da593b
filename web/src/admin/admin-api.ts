import type { CallName, CallPayloadIn, CallResult } from '@larder/contract';
import { API_BASE, ApiError, call } from '../api/client';
import { getStaffSession, setStaffSession } from './admin-session';

const staffToken = () => {
  const s = getStaffSession();
  return s ? `${s.api_key}:${s.api_secret}` : null;
};

/** A console call with the staff token; a 401 ends the staff session (the login page shows). */
export async function adminCall<N extends CallName>(
  name: N,
  payload: CallPayloadIn<N>,
  init: { signal?: AbortSignal } = {},
): Promise<CallResult<N>> {
  const token = staffToken();
  try {
    return await call(name, payload, { ...init, token });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && token) setStaffSession(null);
    throw err;
  }
}

/**
 * Saves a CSV call's file under the server's name: asked with `Accept: text/csv`, the server sends
 * the file itself, made as it is sent (decision 029). A refusal comes back as the call's JSON error.
 */
export async function adminDownload<N extends CallName>(name: N, payload: CallPayloadIn<N>): Promise<void> {
  const token = staffToken();
  const res = await fetch(`${API_BASE}/api/method/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/csv', ...(token ? { authorization: `token ${token}` } : {}) },
    body: JSON.stringify(payload),
  }).catch(() => {
    throw new ApiError('You appear to be offline. Check your connection and try again.', 0, 'NetworkError');
  });
  if (!res.ok) {
    if (res.status === 401 && token) setStaffSession(null);
    const body = (await res.json().catch(() => ({}))) as { message?: unknown; exc_type?: string; errors?: ApiError['fieldErrors'] };
    const message = typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
    throw new ApiError(message, res.status, body.exc_type ?? 'Error', body.errors ?? []);
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`;
  saveFile(filename, await res.blob());
}

/** Saves text as a download (the import's empty template). */
export function downloadText(filename: string, text: string): void {
  saveFile(filename, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

function saveFile(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
