import { findHostileValue, withoutUnsetFields } from '@larder/contract/wire';
import type { z } from 'zod';
import { AppError, type FieldError } from '../lib/errors';

function valueAt(obj: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[k];
  }
  return cur;
}

/**
 * Parses a payload with a call's schema; bad input becomes a 417 with readable field messages.
 * Before the schema, the whole payload (known fields, ignored fields and keys alike) is refused
 * when any text holds a NUL or a lone surrogate, or when it is nested deeper than any call needs:
 * such input reaches no handler, whatever the call's schema says about that field. A `""` the
 * field would refuse is "not given" when the field is optional (the spec's convention, decision 025).
 */
export function parsePayload<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const hostile = findHostileValue(raw);
  if (hostile) throw new AppError('VALIDATION', hostile.message, [{ field: hostile.path || 'payload', message: hostile.message }]);
  const result = schema.safeParse(withoutUnsetFields(schema, raw ?? {}));
  if (result.success) return result.data;
  const fieldErrors: FieldError[] = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'payload';
    const missing = issue.path.length > 0 && valueAt(raw, issue.path) === undefined && issue.code === 'invalid_type';
    let message = missing ? `${field} is required` : issue.message;
    if (!missing && !message.toLowerCase().startsWith(field.toLowerCase())) message = `${field}: ${message}`;
    return { field, message };
  });
  throw new AppError('VALIDATION', fieldErrors.map((e) => e.message).join('; '), fieldErrors);
}
