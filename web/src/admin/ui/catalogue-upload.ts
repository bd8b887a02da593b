/**
 * Console calls that carry a file (an image, a CSV) as multipart/form-data with a progress report
 * (decision 019): an XMLHttpRequest, because fetch cannot report upload progress. Same envelope,
 * token and errors as adminCall; a 401 ends the staff session.
 */
import type { CallName, CallResult } from '@larder/contract';
import { API_BASE, ApiError } from '../../api/client';
import { getStaffSession, setStaffSession } from '../admin-session';

export interface UploadProgress {
  /** 0–1 while sending; 1 once the server has it (then it works on it). */
  sent: number;
  phase: 'sending' | 'processing';
}

/** The calls that take a file (the contract's `upload`), with the file's part name. */
type UploadCall = 'admin_upload_product_image' | 'admin_import_products' | 'admin_save_category' | 'admin_save_brand';

export function adminUpload<N extends UploadCall & CallName>(
  name: N,
  fields: Record<string, string | number | null>,
  file: { field: string; file: Blob },
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<CallResult<N>> {
  const session = getStaffSession();
  const form = new FormData();
  // A form has no null: an empty field (the calls read '' as none).
  for (const [k, v] of Object.entries(fields)) form.append(k, v === null ? '' : String(v));
  // The file goes last: the server reads the fields first, then streams the file.
  form.append(file.field, file.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/api/method/${name}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (session) xhr.setRequestHeader('authorization', `token ${session.api_key}:${session.api_secret}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ sent: e.loaded / e.total, phase: e.loaded >= e.total ? 'processing' : 'sending' });
    };
    xhr.upload.onload = () => onProgress({ sent: 1, phase: 'processing' });
    xhr.onerror = () => reject(new ApiError('You appear to be offline. Check your connection and try again.', 0, 'NetworkError'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      let body: { message?: unknown; exc_type?: string; errors?: { field: string; message: string }[] } = {};
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as typeof body) : {};
      } catch {
        reject(new ApiError('The shop sent an unexpected answer. Please try again.', xhr.status, 'ParseError'));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body.message as CallResult<N>);
        return;
      }
      if (xhr.status === 401 && session) setStaffSession(null);
      const message =
        typeof body.message === 'string'
          ? body.message
          : xhr.status === 413
            ? 'The file is too large for the shop to accept.'
            : 'Something went wrong. Please try again.';
      reject(new ApiError(message, xhr.status, body.exc_type ?? 'Error', body.errors ?? []));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    onProgress({ sent: 0, phase: 'sending' });
    xhr.send(form);
  });
}

/** 1.2 MB, 340 KB… */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
