import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './index';
import { objectShapes, withoutUnsetFields, zFlag, zInt, zJsonObject, zText } from './wire';

/**
 * The spec's calling conventions hold for every call of the registry (decision 025): numbers may
 * arrive as strings, and `""` is "not given" for an optional field that does not take `""` itself.
 */
type Def = { type: string; element?: z.ZodType; innerType?: z.ZodType };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Numbers a client may send for a numeric field (one of them fits every bound the contract sets). */
const NUMBERS = [1, 2, 0, 5, 10, 15, 100, 1000, 0.5, 12.5, 51.5175, -0.0621, 2026];

/** Every field of a payload, at any depth of its objects and lists: [dotted path, schema]. */
function fields(schema: z.ZodType, prefix: string, out: [string, z.ZodType][] = [], depth = 0): [string, z.ZodType][] {
  if (depth > 6) return out;
  const shapes = objectShapes(schema);
  if (shapes.length) {
    for (const shape of shapes) {
      for (const [k, f] of Object.entries(shape)) {
        const at = prefix ? `${prefix}.${k}` : k;
        out.push([at, f]);
        fields(f, at, out, depth + 1);
      }
    }
    return out;
  }
  let cur: z.ZodType | undefined = schema;
  for (let hops = 0; cur && hops < 10; hops++) {
    const d = defOf(cur);
    if (d.type === 'array') {
      out.push([`${prefix}[]`, d.element!]);
      fields(d.element!, `${prefix}[]`, out, depth + 1);
      return out;
    }
    cur = d.innerType;
  }
  return out;
}

describe('numbers may arrive as strings', () => {
  const refusals: string[] = [];
  for (const [name, def] of Object.entries(calls)) {
    for (const [path, field] of fields(def.payload, '')) {
      // Fields the server ignores (the client's rate, subtotal...) take anything as it is.
      if (field.safeParse({ any: 'thing' }).success) continue;
      if (field.safeParse(true).success && !['1', 'true'].every((v) => JSON.stringify(field.safeParse(v).data) === 'true'))
        refusals.push(`${name}: ${path} takes true but not "1" or "true"`);
      for (const n of NUMBERS) {
        const asNumber = field.safeParse(n);
        if (!asNumber.success) continue;
        const asString = field.safeParse(String(n));
        if (!asString.success || JSON.stringify(asString.data) !== JSON.stringify(asNumber.data))
          refusals.push(`${name}: ${path} takes ${n} but not "${n}"`);
        break;
      }
    }
  }

  it('every numeric or flag field of every call takes its text as the same value', () => {
    expect(refusals).toEqual([]);
  });
});

describe('"" means not given', () => {
  const schema = z.object({
    customer: zText({ min: 1, label: 'customer' }).optional(),
    qty: zInt({ min: 1, label: 'qty' }).default(1),
    qty_type: z.enum(['add', 'set']).default('add'),
    note: zText({ max: 10 }).optional(),
    searchTxt: zText({ max: 200 }),
    flag: zFlag('flag').default(true),
    required: zText({ min: 1, label: 'required' }),
    data: zJsonObject(z.object({ email: zText({ min: 3 }).optional(), name: zText({ min: 1 }) })),
  });

  it('drops an empty field that is optional and refuses "", and keeps every other', () => {
    const raw = { customer: '', qty: '', qty_type: '', note: '', searchTxt: '', flag: '', required: '', other: '' };
    expect(withoutUnsetFields(schema, raw)).toEqual({ note: '', searchTxt: '', flag: '', required: '', other: '' });
  });

  it('keeps the meaning of "" where the field reads it (a flag’s 0, empty text) and refuses a required field', () => {
    const r = schema.safeParse(withoutUnsetFields(schema, { customer: '', flag: '', searchTxt: '', required: '', data: {} }));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['required', 'data.name']);
    const ok = schema.parse(
      withoutUnsetFields(schema, { customer: '', qty_type: '', flag: '', searchTxt: '', required: 'x', data: '{"email":"","name":"n"}' }),
    );
    expect(ok).toEqual({ qty: 1, qty_type: 'add', searchTxt: '', flag: false, required: 'x', data: { name: 'n' } });
  });

  it('applies inside data/doc whether it arrives as an object or a JSON string', () => {
    const data = zJsonObject(z.object({ email: zText({ min: 3 }).optional() }));
    expect(data.parse({ email: '' })).toEqual({});
    expect(data.parse('{"email":""}')).toEqual({});
  });

  it('leaves every call’s optional fields that refuse "" as not given', () => {
    const problems: string[] = [];
    const outcome = (r: z.ZodSafeParseResult<unknown>) => JSON.stringify(r.success ? r.data : r.error.issues.map((i) => i.message));
    for (const [name, def] of Object.entries(calls)) {
      const shapes = objectShapes(def.payload);
      if (!shapes.length) problems.push(`${name}: the payload is not an object`);
      if (shapes.length !== 1) continue;
      for (const [key, field] of Object.entries(shapes[0]!)) {
        if (!field.safeParse(undefined).success || field.safeParse('').success) continue;
        const unset = def.payload.safeParse(withoutUnsetFields(def.payload, { [key]: '' }));
        if (outcome(unset) !== outcome(def.payload.safeParse({}))) problems.push(`${name}: ${key}: "" is not the same as leaving it out`);
      }
    }
    expect(problems).toEqual([]);
  });
});
