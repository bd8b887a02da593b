import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { refusalMessage, serverMessages, toFrappeError } from './frappe-errors';

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

  describe('a database that cannot be reached', () => {
    const sqlState = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
    it.each([
      ['pg_terminate_backend / pg_ctl stop -m fast', sqlState('57P01', 'terminating connection due to administrator command')],
      ['a server shutting down or starting up', sqlState('57P03', 'the database system is starting up')],
      ['too many connections', sqlState('53300', 'sorry, too many clients already')],
      ['a connection failure', sqlState('08006', 'connection failure')],
      ['the socket ended', new Error('Connection terminated unexpectedly')],
      ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
      ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
      ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
      [
        'every address of a host refused',
        new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], ''),
      ],
      ['a wrapped cause', new Error('query failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })],
    ])('%s: 503 in the contract shape, retry in 2 s, no details', (_what, err) => {
      const out = toFrappeError(err);
      expect(out.status).toBe(503);
      expect(out.expected).toBe(true);
      expect(out.retryAfterSeconds).toBe(2);
      expect(out.body.exc_type).toBe('ServiceUnavailableError');
      expect(out.body.message).toBe('The shop is briefly unavailable. Please try again in a moment.');
      const inner = JSON.parse(out.body._server_messages) as string[];
      expect(JSON.parse(inner[0]!).message).toBe(out.body.message);
      expect(JSON.stringify(out.body)).not.toMatch(/5432|ECONN|terminat|FATAL/);
    });

    it.each([
      ['a unique violation', sqlState('23505', 'duplicate key value violates unique constraint')],
      ['a syntax error', sqlState('42601', 'syntax error at or near "selec"')],
      ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ])('%s is still a 500', (_what, err) => {
      expect(toFrappeError(err).status).toBe(500);
    });
  });
});

describe('refusals answered with 200', () => {
  it('are the spec’s failed statuses with a message to show', () => {
    for (const status of ['failed', 'Failed', 'failure', 0, false])
      expect(refusalMessage({ status, message: 'Sorry! no stock available' }), String(status)).toBe('Sorry! no stock available');
    for (const result of [
      { status: 'success', message: 'Cart updated' },
      { status: 1, message: 'success' },
      { status: true, message: '' },
      { status: 'failed', message: '' },
      { status: 'failed', message: { nested: 1 } },
      [{ status: 'failed', message: 'x' }],
      'failed',
      null,
    ])
      expect(refusalMessage(result), JSON.stringify(result)).toBeNull();
  });

  it('carry the message as Frappe’s msgprint does (not raised)', () => {
    const inner = JSON.parse(serverMessages('Maximum order quantity is 10', { raised: false })) as string[];
    expect(JSON.parse(inner[0]!)).toEqual({ message: 'Maximum order quantity is 10', title: 'Message', indicator: 'red' });
  });
});
