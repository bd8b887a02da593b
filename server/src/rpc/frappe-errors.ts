import type { FrappeErrorBody } from '@larder/contract';
import { AppError, type ErrorCode } from '../lib/errors';

const STATUS: Record<ErrorCode, { status: number; excType: string }> = {
  VALIDATION: { status: 417, excType: 'ValidationError' },
  UNAUTHORIZED: { status: 401, excType: 'AuthenticationError' },
  FORBIDDEN: { status: 403, excType: 'PermissionError' },
  NOT_FOUND: { status: 404, excType: 'DoesNotExistError' },
  CONFLICT: { status: 409, excType: 'DuplicateEntryError' },
  RATE_LIMITED: { status: 429, excType: 'TooManyRequestsError' },
  METHOD_NOT_ALLOWED: { status: 405, excType: 'ValidationError' },
};

/** `_server_messages` is a JSON string holding an array of JSON strings, as Frappe sends it. */
export function serverMessages(message: string): string {
  return JSON.stringify([JSON.stringify({ message, title: 'Message', indicator: 'red', raise_exception: 1 })]);
}

/** Maps any thrown value to the Frappe error shape. Unexpected errors never leak details. */
export function toFrappeError(err: unknown): { status: number; body: FrappeErrorBody; expected: boolean } {
  if (err instanceof AppError) {
    const { status, excType } = STATUS[err.code];
    const body: FrappeErrorBody = { exc_type: excType, message: err.message, _server_messages: serverMessages(err.message) };
    if (err.fieldErrors?.length) body.errors = err.fieldErrors;
    return { status, body, expected: true };
  }
  const message = 'Something went wrong. Please try again.';
  return { status: 500, body: { exc_type: 'InternalServerError', message, _server_messages: serverMessages(message) }, expected: false };
}
