/**
 * Building blocks for call schemas. Spec clients send JSON bodies, form bodies (every value a
 * string) and GET query strings, so numeric and flag fields accept their string spellings, and
 * object fields (`data`, `doc`) may arrive as JSON strings.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money';

const INT_RE = /^-?\d+$/;
const NUM_RE = /^-?(\d+\.?\d*|\.\d+)$/;

function intFromString(v: unknown): unknown {
  if (typeof v === 'string' && INT_RE.test(v.trim())) return Number(v.trim());
  return v;
}

function numFromString(v: unknown): unknown {
  if (typeof v === 'string' && NUM_RE.test(v.trim())) return Number(v.trim());
  return v;
}

/** A whole number (also from "12"), with bounds and a readable message. */
export function zInt(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Value';
  let n = z.number({ error: `${label} must be a whole number` }).int({ error: `${label} must be a whole number` });
  if (opts.min !== undefined) n = n.min(opts.min, { error: `${label} must be at least ${opts.min}` });
  if (opts.max !== undefined) n = n.max(opts.max, { error: `${label} must be at most ${opts.max}` });
  return z.preprocess(intFromString, n);
}

/** A decimal number (also from "12.5"). */
export function zNumber(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Value';
  let n = z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`);
  if (opts.min !== undefined) n = n.refine((x) => x >= opts.min!, `${label} must be at least ${opts.min}`);
  if (opts.max !== undefined) n = n.refine((x) => x <= opts.max!, `${label} must be at most ${opts.max}`);
  return z.preprocess(numFromString, n);
}

/** A money amount in major units (pounds) with at most two decimals. */
export function zMoneyIn(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Amount';
  return zNumber(opts).refine(hasAtMostTwoDecimals, `${label} can have at most two decimals`);
}

/** 1/0, true/false, "1"/"0", "true"/"false" -> boolean. */
export function zFlag(label = 'Value') {
  return z.preprocess(
    (v) => {
      if (v === 1 || v === '1' || v === 'true' || v === true) return true;
      if (v === 0 || v === '0' || v === 'false' || v === false || v === '') return false;
      return v;
    },
    z.boolean({ error: `${label} must be 0 or 1` }),
  );
}

/**
 * A NUL character, or half of a surrogate pair without its other half. Neither is text a person
 * typed: PostgreSQL refuses NUL in text, and a lone surrogate has no UTF-8 form (it would be
 * stored as U+FFFD, so what was saved is not what was sent).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const HOSTILE_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Does this string hold a NUL or a lone surrogate? */
export function hasHostileChars(s: string): boolean {
  return HOSTILE_CHAR.test(s);
}

export const hostileTextMessage = (label: string) => `${label} contains a character that is not allowed (NUL or broken Unicode)`;

/** The deepest nesting a payload may have (no call needs more than a few levels). */
export const MAX_PAYLOAD_DEPTH = 32;

export interface HostileValue {
  /** Dotted path of the offending value ('' for the value itself). */
  path: string;
  problem: 'text' | 'key' | 'depth';
  message: string;
}

/**
 * The first string or key anywhere in `value` that holds a NUL or a lone surrogate, or the first
 * place nested deeper than `maxDepth`; null when there is none. Iterative, so a hostile nesting
 * cannot exhaust the stack.
 */
export function findHostileValue(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH, label = 'payload'): HostileValue | null {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    const name = path || label;
    if (typeof v === 'string') {
      if (hasHostileChars(v)) return { path, problem: 'text', message: hostileTextMessage(name) };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { path, problem: 'depth', message: `${name} is nested too deeply (at most ${maxDepth} levels)` };
    for (const key of Object.keys(v)) {
      const at = path ? `${path}.${key}` : key;
      if (hasHostileChars(key))
        return { path, problem: 'key', message: `${name} has a field name that is not allowed (NUL or broken Unicode)` };
      stack.push([(v as Record<string, unknown>)[key], at, depth + 1]);
    }
  }
  return null;
}

/** A trimmed string with length bounds, free of NUL and lone surrogates. */
export function zText(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Value';
  const max = opts.max ?? 1000;
  let s = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters)` })
    .refine((v) => !hasHostileChars(v), { error: hostileTextMessage(label) });
  if (opts.min !== undefined && opts.min > 0)
    s = s.min(opts.min, { error: opts.min === 1 ? `${label} is required` : `${label} must be at least ${opts.min} characters` });
  return s;
}

/**
 * A field that must be an object (or a list) but may arrive as a JSON string (`data`, `doc`). What a string
 * parses to is held to the same rules as a payload: no NUL or lone surrogate in any text or key,
 * no deeper nesting than a payload may have.
 */
export function zJsonObject<T extends z.ZodType>(schema: T, label = 'data') {
  return z.preprocess((v, ctx) => {
    let parsed = v;
    if (typeof v === 'string') {
      try {
        parsed = JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} must be a JSON object`, input: v });
        return z.NEVER;
      }
      const bad = findHostileValue(parsed, MAX_PAYLOAD_DEPTH - 1, label);
      if (bad) {
        ctx.addIssue({ code: 'custom', message: bad.path ? `${label}.${bad.message}` : bad.message, input: v });
        return z.NEVER;
      }
    }
    if (typeof parsed !== 'object' || parsed === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a JSON object`, input: v });
      return z.NEVER;
    }
    return withoutUnsetFields(schema, parsed);
  }, schema);
}

/** Paging as the spec sends it: page_no from 1, page_len within bounds. */
export function zPageNo() {
  return zInt({ min: 1, max: 10000, label: 'page_no' }).default(1);
}
export function zPageLen(max = 100, def = 15) {
  return zInt({ min: 1, max, label: 'page_len' }).default(def);
}

/** Identifier-like reference ("ITEM-00001", a route segment...). */
export function zRef(label = 'Reference', max = 140) {
  return zText({ min: 1, max, label });
}

/** A string's JSON value, or the string itself when it is not JSON (the schema then refuses it). */
export function jsonOrAsIs(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A list as clients send it: an array, a JSON array string, or a string split at `separator`.
 * `dropEmpty` leaves empty items out; otherwise they reach the item schema, which refuses them.
 */
export const wireList =
  (separator: RegExp, dropEmpty: boolean) =>
  (v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (t.startsWith('[')) return jsonOrAsIs(t);
    if (!t) return [];
    const items = t.split(separator).map((x) => x.trim());
    return dropEmpty ? items.filter(Boolean) : items;
  };

/** Chosen option ids: "id1\nid2" as the spec sends them, a JSON array string, or an array. */
export const ZAttributeIds = z.preprocess(
  wireList(/[\n,]/, true),
  z.array(zText({ min: 1, max: 80, label: 'attribute_id' })).max(10, { error: 'attribute_id: at most 10 options' }),
);

/** Wire form of a 0/1 flag in responses (Frappe check fields are integers). */
export const ZBit = z.union([z.literal(0), z.literal(1)]);
export const ZMoneyOut = z.number();

/** The parts of zod 4's definition that lead from a wrapper to the object inside it. */
interface WrapperDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (s: z.ZodType): WrapperDef => (s as unknown as { _zod: { def: WrapperDef } })._zod.def;

/**
 * The field lists of the objects a schema describes (through optional, default, preprocess...):
 * one for an object, one per object of a union, none for anything else.
 */
export function objectShapes(schema: z.ZodType, depth = 0): Record<string, z.ZodType>[] {
  let cur: z.ZodType | undefined = schema;
  for (let hops = 0; cur && hops < 10; hops++) {
    const d = defOf(cur);
    if (d.type === 'object') return d.shape ? [d.shape] : [];
    if (d.type === 'union') return depth > 2 ? [] : (d.options ?? []).flatMap((o) => objectShapes(o, depth + 1));
    if (d.type === 'pipe') cur = defOf(d.in!).type === 'transform' ? d.out : d.in;
    else cur = d.innerType;
  }
  return [];
}

/** Is `""` "not given" for this field: may it be left out, and does it refuse `""` as a value? */
const unsetByEmpty = (field: z.ZodType) => !field.safeParse('').success && field.safeParse(undefined).success;

/**
 * The spec's calling convention for unset values (decision 025): a Frappe client sends `""` for a
 * field it has no value for, in JSON bodies, form bodies and query strings alike. A field whose
 * value is `""` is taken as not given when the field may be left out and `""` is not a value it
 * takes: "" for an optional customer, qty_type or e-mail is "not given" (its default applies),
 * while "" stays "" where the field reads it (a flag's 0, an empty note or search text). So no
 * payload that parsed before means anything else now; only refusals of `""` become "not given".
 * Applies to the payload's own fields (for a union, when every object of it that has the field
 * agrees), and to the fields of `data`/`doc` objects through zJsonObject, whether they arrive as
 * objects or as JSON strings.
 */
export function withoutUnsetFields(schema: z.ZodType, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  // Most payloads send no "": they need no walk of the schema (every call passes through here).
  if (!Object.values(value).includes('')) return value;
  const shapes = objectShapes(schema);
  if (!shapes.length) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, v] of Object.entries(value)) {
    if (v !== '') continue;
    const owners = shapes.filter((shape) => Object.hasOwn(shape, key));
    if (!owners.length || !owners.every((shape) => unsetByEmpty(shape[key]!))) continue;
    out ??= { ...(value as Record<string, unknown>) };
    delete out[key];
  }
  return out ?? value;
}
