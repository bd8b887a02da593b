import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { toFrappeError } from './frappe-errors';

describe('toFrappeError', () => {
  it.each([
    ['VALIDATION', 417, 'ValidationError'],
    ['UNAUTHORIZED', 401, 'AuthenticationError'],
    ['FORBIDDEN', 403, 'PermissionError'],
    ['NOT_FOUND', 404, 'DoesNotExistError'],
    ['RATE_LIMITED', 429, 'TooManyRequestsError'],
  ] as const)('maps %s to %i %s', (code, status, excType) => {
    const out = toFrappeError(new AppError(code, 'Quantity must be at least 1'));
    expect(out.status).toBe(status);
    expect(out.body.exc_type).toBe(excType);
    expect(out.body.message).toBe('Quantity must be at least 1');
    // _server_messages is a JSON string of an array of JSON strings.
    const inner = JSON.parse(out.body._server_messages) as string[];
    expect(JSON.parse(inner[0]!).message).toBe('Quantity must be at least 1');
  });

  it('answers 500 for unexpected errors without leaking details or a stack', () => {
    const out = toFrappeError(new Error('SQLITE_CORRUPT at /srv/larder/db.ts:42'));
    expect(out.status).toBe(500);
    expect(JSON.stringify(out.body)).not.toMatch(/SQLITE|db\.ts|at /);
    expect(out.expected).toBe(false);
  });
});
