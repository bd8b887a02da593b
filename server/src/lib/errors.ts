/**
 * One error type for every failure a caller should see. Expected business outcomes
 * (out of stock, invalid coupon) are returned as data with the spec's status keys instead.
 */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'METHOD_NOT_ALLOWED'
  | 'UNAVAILABLE'
  | 'TOO_LARGE';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fieldErrors?: FieldError[],
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, fieldErrors?: FieldError[]) => new AppError('VALIDATION', message, fieldErrors);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('UNAUTHORIZED', message);
/** An uploaded file over its limit: 413. */
export const tooLarge = (message: string, fieldErrors?: FieldError[]) => new AppError('TOO_LARGE', message, fieldErrors);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** The database (or another service the call needs) cannot be reached right now: 503, try again shortly. */
export const unavailable = (message = 'The shop is briefly unavailable. Please try again in a moment.') =>
  new AppError('UNAVAILABLE', message, undefined, 2);
