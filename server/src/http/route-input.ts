import type { z } from 'zod';
import { invalid } from '../lib/errors';
import { parsePayload } from '../rpc/validate';

/**
 * Input of the routes beside the call catalogue, checked as the dispatcher checks a payload: a
 * body is an object (none is an empty one), read by its zod schema, with NUL, lone surrogates and
 * deep nesting refused; bad input is a 417 in the contract's shape.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw invalid('The request body must be a JSON object.');
  return parsePayload(schema, body ?? {});
}

/** A route parameter decoded once more (spec clients may encode a name twice); as it came when that fails. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
