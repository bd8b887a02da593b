import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FrappeErrorBody } from '@larder/contract';
import { AppError } from '../lib/errors';
import { serverMessages, toFrappeError } from '../rpc/frappe-errors';

/**
 * Errors outside the rpc dispatcher — Fastify's own (a malformed URL, body or content type, a body
 * too large), the routes beside the call catalogue and requests Node's HTTP parser refuses — all
 * answer in the contract's Frappe shape. A client's mistake Fastify calls 400 is a validation error
 * (417, as in the dispatcher); other client statuses (413, 414, 415, 431...) keep their meaning.
 */

const EXC_TYPE: Record<number, string> = {
  401: 'AuthenticationError',
  403: 'PermissionError',
  404: 'DoesNotExistError',
  409: 'DuplicateEntryError',
  429: 'TooManyRequestsError',
};

/** Readable messages for the framework errors a caller can cause. */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid (malformed percent-encoding).',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON (application/json) or as a form (application/x-www-form-urlencoded).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty.',
};

/** The Frappe error body for an HTTP status and message. */
export function frappeErrorBody(status: number, message: string): FrappeErrorBody {
  const excType = EXC_TYPE[status] ?? (status >= 500 ? 'InternalServerError' : 'ValidationError');
  return { exc_type: excType, message, _server_messages: serverMessages(message) };
}

/** Status and body for a client error raised by Fastify or a plugin (statusCode 4xx), else null. */
function clientError(err: unknown): { status: number; body: FrappeErrorBody } | null {
  if (err instanceof AppError) return null;
  const e = err as Partial<FastifyError>;
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status === undefined || status < 400 || status >= 500) return null;
  const code = typeof e.code === 'string' ? e.code : '';
  const message =
    MESSAGES[code] ?? (status === 404 ? 'Not found' : status === 403 ? 'You are not allowed to do this.' : (e.message ?? 'Bad request'));
  const answered = status === 400 ? 417 : status;
  return { status: answered, body: frappeErrorBody(answered, message) };
}

/** Maps anything thrown on the way to an answer; unexpected errors are logged and answer 500 without details. */
export function sendHttpError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  // The browser went away mid-answer (a navigation, a closed tab): nothing failed here, and no one is left to answer.
  if ((err as NodeJS.ErrnoException)?.code === 'ERR_STREAM_PREMATURE_CLOSE' || reply.raw.destroyed) {
    req.log.debug('client closed the connection before the answer was sent');
    reply.raw.destroy();
    return reply;
  }
  const client = clientError(err);
  if (client) {
    req.log.debug({ status: client.status, err: client.body.message }, 'request refused');
    return reply.code(client.status).type('application/json; charset=utf-8').send(client.body);
  }
  const mapped = toFrappeError(err);
  if (!mapped.expected) req.log.error({ err }, 'request failed');
  if (mapped.retryAfterSeconds) reply.header('retry-after', String(mapped.retryAfterSeconds));
  return reply.code(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, a parameter too long, a failed route constraint. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  void sendHttpError(req, reply, err);
}

/** Node's HTTP parser refused the request (bad request line or headers, headers too large, timeout). */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 417;
  const message =
    status === 408
      ? 'The request took too long to arrive.'
      : status === 431
        ? 'The request headers are too large.'
        : 'The request is malformed.';
  const body = JSON.stringify(frappeErrorBody(status, message));
  const reason = status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Expectation Failed';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
