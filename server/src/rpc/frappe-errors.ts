import type { FrappeErrorBody } from '@larder/contract';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, type ErrorCode, unavailable } from '../lib/errors';

const STATUS: Record<ErrorCode, { status: number; excType: string }> = {
  VALIDATION: { status: 417, excType: 'ValidationError' },
  UNAUTHORIZED: { status: 401, excType: 'AuthenticationError' },
  FORBIDDEN: { status: 403, excType: 'PermissionError' },
  NOT_FOUND: { status: 404, excType: 'DoesNotExistError' },
  CONFLICT: { status: 409, excType: 'DuplicateEntryError' },
  RATE_LIMITED: { status: 429, excType: 'TooManyRequestsError' },
  METHOD_NOT_ALLOWED: { status: 405, excType: 'ValidationError' },
  UNAVAILABLE: { status: 503, excType: 'ServiceUnavailableError' },
  TOO_LARGE: { status: 413, excType: 'ValidationError' },
};

/**
 * `_server_messages` is a JSON string holding an array of JSON strings, as Frappe sends it. A raised
 * error carries `raise_exception: 1`; a message shown beside a 200 answer (Frappe's msgprint) does not.
 */
export function serverMessages(message: string, opts: { raised?: boolean } = {}): string {
  const raised = opts.raised ?? true;
  return JSON.stringify([JSON.stringify({ message, title: 'Message', indicator: 'red', ...(raised ? { raise_exception: 1 } : {}) })]);
}

/** The status values with which a call answers "refused" inside a 200 (the spec's vocabulary). */
const REFUSED = new Set<unknown>(['failed', 'Failed', 'failure', 0, false]);

/**
 * The message of a refusal answered with 200 (`{status: 'failed', message: '...'}` and its kin), or
 * null. The spec's client reads such refusals from `_server_messages` (update_cartitem's alert), so
 * the dispatcher adds it to the envelope for every call that answers this way (decision 025).
 */
export function refusalMessage(result: unknown): string | null {
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return null;
  const r = result as { status?: unknown; message?: unknown };
  if (!REFUSED.has(r.status) || typeof r.message !== 'string' || !r.message.trim()) return null;
  return r.message;
}

export interface MappedError {
  status: number;
  body: FrappeErrorBody;
  /** False for a fault of the server's own (logged with its stack); true for a refusal or an outage. */
  expected: boolean;
  /** Seconds for a Retry-After header (rate limits, outages). */
  retryAfterSeconds?: number;
}

/**
 * Maps any thrown value to the Frappe error shape. A lost or refused database connection is a
 * 503 the caller may retry (PostgreSQL rolls back a transaction whose session ends; only a COMMIT
 * whose reply was lost may have been applied: decision 010); other unexpected errors are a 500
 * that never leaks details.
 */
export function toFrappeError(thrown: unknown): MappedError {
  const err = !(thrown instanceof AppError) && isDatabaseUnavailable(thrown) ? unavailable() : thrown;
  if (err instanceof AppError) {
    const { status, excType } = STATUS[err.code];
    const body: FrappeErrorBody = { exc_type: excType, message: err.message, _server_messages: serverMessages(err.message) };
    if (err.fieldErrors?.length) body.errors = err.fieldErrors;
    return { status, body, expected: true, ...(err.retryAfterSeconds ? { retryAfterSeconds: err.retryAfterSeconds } : {}) };
  }
  const message = 'Something went wrong. Please try again.';
  return { status: 500, body: { exc_type: 'InternalServerError', message, _server_messages: serverMessages(message) }, expected: false };
}
