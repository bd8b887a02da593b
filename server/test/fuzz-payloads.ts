/**
 * Hostile payloads derived from a call's zod schema, for the contract fuzz test. The schema gives a
 * payload of the right shape (so hostile values reach past the fields around them), and every
 * place in it — each field, each nested field of `data`/`doc`, each list and object — is replaced
 * in turn by values a client should never send: wrong types, NUL, lone surrogates, huge strings and
 * numbers, deep nesting, prototype keys, lists for objects, JSON strings that do not parse, and
 * random JSON and text from fast-check. Deterministic: the same seed gives the same payloads.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of zod 4's internal definition this generator reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}
interface Bag {
  minimum?: number;
  maximum?: number;
  format?: string;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (s: z.ZodType): Bag => (s as unknown as { _zod: { bag?: Bag } })._zod.bag ?? {};

/** Realistic values for fields the test shop knows, so a payload gets past "not found" more often. */
export type Known = Record<string, unknown>;

/** A value the schema accepts (or close to it), built from its definition. */
export function example(schema: z.ZodType, known: Known = {}, field = '', depth = 0): unknown {
  if (depth > 8) return null;
  if (field && Object.hasOwn(known, field)) return known[field];
  const d = defOf(schema);
  const bag = bagOf(schema);
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape ?? {})) out[k] = example(v, known, k, depth + 1);
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return example(d.innerType!, known, field, depth + 1);
    case 'array':
      return [example(d.element!, known, '', depth + 1)];
    case 'tuple':
      return (d.items ?? []).map((i) => example(i, known, '', depth + 1));
    case 'union':
      return example(d.options![0]!, known, field, depth + 1);
    case 'intersection':
      return Object.assign({}, example(d.left!, known, field, depth + 1), example(d.right!, known, field, depth + 1));
    case 'pipe': {
      // A preprocess (zInt, zJsonObject) reads what its output schema wants; zText().pipe(z.email()) too.
      const out = defOf(d.out!);
      if (defOf(d.in!).type === 'transform' || out.type !== 'transform') return example(d.out!, known, field, depth + 1);
      return example(d.in!, known, field, depth + 1);
    }
    case 'lazy':
      return example(d.getter!(), known, field, depth + 1);
    case 'record':
      return { key: example(d.valueType!, known, '', depth + 1) };
    case 'string': {
      const format = bag.format ?? (d as { format?: string }).format;
      if (format === 'email') return 'fuzz@example.com';
      if (format === 'url') return 'https://fcm.googleapis.com/fcm/send/fuzz';
      if (format === 'date') return '2026-12-01';
      if (format === 'datetime') return '2026-12-01T10:00:00Z';
      const min = bag.minimum ?? 0;
      return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, Math.max(min, Math.min(bag.maximum ?? 4, 4)));
    }
    case 'number':
    case 'int':
      return Math.max(bag.minimum ?? 1, Math.min(bag.maximum ?? 1, 1));
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return d.values?.[0] ?? null;
    case 'enum':
      return Object.values(d.entries ?? {})[0] ?? '';
    case 'date':
      return '2026-12-01';
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** Values that satisfy the contract's common refinements (dates, times, postcodes, routes, URLs...). */
const CANDIDATES: unknown[] = [
  'fuzz@example.com',
  '2026-12-01',
  '2026-12-02',
  '09:00',
  '12:00',
  'E1 6AN',
  '/c/meat',
  '/media/fuzz.webp',
  'https://example.com/fuzz',
  'https://fcm.googleapis.com/fcm/send/fuzz',
  'Europe/London',
  '1.4.2',
  '07700 900999',
  'fuzz-request-0001',
  'Fuzz message text',
  'x'.repeat(24),
  'x'.repeat(90),
  10,
  5,
  0,
  null,
  '',
];

const at = (v: unknown, p: PropertyKey[]): unknown =>
  p.reduce<unknown>((cur, k) => (cur !== null && typeof cur === 'object' ? (cur as Record<PropertyKey, unknown>)[k] : undefined), v);

/**
 * `example` made valid where it can be: each place the schema still refuses gets the first of a few
 * common values that it accepts there. What stays invalid is fuzzed all the same.
 */
export function validExample(schema: z.ZodType, known: Known = {}): unknown {
  let value = example(schema, known);
  for (let round = 0; round < 4; round++) {
    const r = schema.safeParse(value);
    if (r.success) return value;
    const places = [...new Set(r.error.issues.map((i) => JSON.stringify(i.path)))].map((p) => JSON.parse(p) as (string | number)[]);
    let changed = false;
    for (const place of places) {
      if (place.length === 0) continue;
      const refused = (v: unknown) => {
        const again = schema.safeParse(v);
        return !again.success && again.error.issues.some((i) => JSON.stringify(i.path) === JSON.stringify(place));
      };
      for (const c of CANDIDATES) {
        if (at(value, place) === c) continue;
        const tryValue = replaceAt(value, place, c);
        if (!refused(tryValue)) {
          value = tryValue;
          changed = true;
          break;
        }
      }
    }
    if (!changed) break;
  }
  return value;
}

/** Fields whose schema is an object or list that may arrive as a JSON string (zJsonObject). */
export function jsonStringFields(schema: z.ZodType): Set<string> {
  const out = new Set<string>();
  const top = unwrap(schema);
  const d = defOf(top);
  if (d.type !== 'object') return out;
  for (const [k, v] of Object.entries(d.shape ?? {})) {
    const f = defOf(unwrap(v));
    if (f.type === 'pipe' && defOf(f.in!).type === 'transform' && ['object', 'array', 'record'].includes(defOf(unwrap(f.out!)).type))
      out.add(k);
  }
  return out;
}

function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const d = defOf(cur);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type)) cur = d.innerType!;
    else break;
  }
  return cur;
}

export type Path = (string | number)[];

/** Every place in a value: each leaf, each list and object (the root excluded). */
export function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = [...prefix, Array.isArray(value) ? Number(k) : k];
      out.push(p);
      paths(v, p, out);
    }
  }
  return out;
}

/** A copy of `value` with `at` replaced by `v` (JSON-safe values only). */
export function replaceAt(value: unknown, at: Path, v: unknown): unknown {
  if (at.length === 0) return v;
  const copy = Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = at;
  (copy as Record<string | number, unknown>)[head!] = replaceAt((value as Record<string | number, unknown>)[head!], rest, v);
  return copy;
}

const nestedArray = (depth: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
const nestedObject = (depth: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** `__proto__`, `constructor` and `prototype` as own keys (a JSON parser makes them so; an object literal would not). */
export const PROTO_KEYS = JSON.parse(
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}',
) as Record<string, unknown>;

/** A hostile value and what kind it is (reported with failures). */
export interface Hostile {
  kind: string;
  value: unknown;
}

/**
 * The hostile values one place gets, by what the place holds: every place gets another type, null,
 * a list, an object with prototype keys, NUL, a lone surrogate, a huge string and number and deep
 * nesting; a number also gets integers past 32 bits and numbers as text; `n` alternates the
 * variants between places.
 */
export function hostileValuesFor(base: unknown, n: number): Hostile[] {
  const out: Hostile[] = [
    typeof base === 'string' ? { kind: 'number for text', value: 12345 } : { kind: 'text for a value', value: 'wrong type' },
    { kind: 'null', value: null },
    { kind: 'list for a value', value: [{ a: 1 }, 'x'] },
    { kind: 'NUL', value: 'a\u0000b' },
    n % 2 ? { kind: 'lone high surrogate', value: 'x\uD800' } : { kind: 'lone low surrogate', value: '\uDFFFy' },
    // Longer than any field of the contract allows (20,000 at most).
    { kind: 'huge string', value: 'x'.repeat(30_000) },
    { kind: 'huge number', value: n % 2 ? 1e308 : -1e308 },
    n % 2 ? { kind: 'deep list', value: nestedArray(40) } : { kind: 'deep object', value: nestedObject(40) },
    { kind: 'prototype keys', value: PROTO_KEYS },
  ];
  if (base !== null && typeof base === 'object') out.push({ kind: 'number for an object', value: 12345 });
  if (typeof base === 'number')
    out.push(
      { kind: 'above int4', value: n % 2 ? 2_147_483_648 : -2_147_483_649 },
      { kind: 'huge number as text', value: n % 2 ? '99999999999999999999999' : '1e400' },
    );
  return out;
}

/** Text a person never types, for places inside a JSON string (`data` sent as text). */
export const HOSTILE_TEXT: Hostile[] = [
  { kind: 'NUL', value: 'a\u0000b' },
  { kind: 'lone high surrogate', value: 'x\uD800' },
  { kind: 'lone low surrogate', value: '\uDFFFy' },
];

/** JSON strings that do not parse (or parse to the wrong thing), for `data`/`doc` fields. */
export const BAD_JSON_STRINGS: Hostile[] = [
  { kind: 'JSON string that does not parse', value: '{not json' },
  { kind: 'JSON string cut short', value: '{"a":' },
  { kind: 'JSON string of a string', value: '"text"' },
  { kind: 'JSON string of null', value: 'null' },
  { kind: 'JSON string with NUL escape', value: '{"x":"\\u0000"}' },
  { kind: 'JSON string with prototype keys', value: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}' },
];

/** Random JSON values and random UTF-16 text (lone surrogates included), the same for a given seed. */
export function randomValues(seed: number, count: number): Hostile[] {
  const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
  const arb = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'random JSON', value: value })),
    fc.string({ unit: codeUnit, maxLength: 24 }).map((value) => ({ kind: 'random UTF-16 text', value: value })),
    fc.double().map((value) => ({ kind: 'random number', value: value })),
  );
  return fc.sample(arb, { seed, numRuns: count });
}

/** A payload as an `application/x-www-form-urlencoded` body: objects as JSON strings, lists as repeated keys. */
export function formBody(payload: Record<string, unknown>): string {
  const parts: string[] = [];
  const enc = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      // A lone surrogate has no UTF-8 form: send its bytes as the client's broken encoder would.
      return s.replace(/[^A-Za-z0-9]/g, (ch) => `%${(ch.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')}`);
    }
  };
  const text = (v: unknown): string => {
    if (typeof v === 'string') return v;
    if (v === null || v === undefined) return '';
    if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
    return JSON.stringify(v);
  };
  for (const [k, v] of Object.entries(payload)) {
    if (Array.isArray(v)) for (const item of v) parts.push(`${enc(k)}=${enc(text(item))}`);
    else parts.push(`${enc(k)}=${enc(text(v))}`);
  }
  return parts.join('&');
}
