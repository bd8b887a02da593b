import { ApiError, errorText } from '../../api/client';

/**
 * Splits a failed call into messages for the form's fields and one for the form. The server names
 * a field by its payload path ("data.first_name", "doc.phone", "pwd"): the path itself, the path
 * without the payload's wrapper, or its last part names the form's field; `aliases` maps a server
 * name the form spells otherwise. A 417 about no field of the form, a 429 and anything else go to
 * the form.
 */
export function mapServerError(
  err: unknown,
  fieldNames: readonly string[],
  aliases: Record<string, string> = {},
): { fields: Record<string, string>; form: string | null } {
  const fields: Record<string, string> = {};
  let unmatched: string | null = null;
  if (err instanceof ApiError && err.status === 417) {
    for (const f of err.fieldErrors) {
      const parts = f.field.split('.');
      const candidates = [f.field, parts.slice(1).join('.'), parts[parts.length - 1]!];
      const name = candidates.map((c) => aliases[c] ?? c).find((c) => fieldNames.includes(c));
      // "data.email: email must be…" reads better without its path.
      const message = f.message.replace(/^[\w.]+: /, '');
      if (name) fields[name] ??= message;
      else unmatched ??= message;
    }
    if (Object.keys(fields).length) return { fields, form: unmatched };
  }
  return { fields, form: errorText(err) };
}
