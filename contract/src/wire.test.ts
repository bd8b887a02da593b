import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findHostileValue, hasHostileChars, MAX_PAYLOAD_DEPTH, wireList, ZAttributeIds, zJsonObject, zText } from './wire';

const nested = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe('hostile text', () => {
  it('finds NUL and unpaired surrogates, and only those', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD83D', '\uDE00y', 'a\uDE00\uD83Db'])
      expect(hasHostileChars(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Lamb chops', 'Crème fraîche', '🥩 steak', '\uD83D\uDE00', 'tab\tnew\nline', "$' $` $& $1"])
      expect(hasHostileChars(good), JSON.stringify(good)).toBe(false);
  });

  it('zText refuses them with the field’s name', () => {
    const r = zText({ label: 'first_name' }).safeParse('Ali\u0000ce');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('first_name contains a character that is not allowed (NUL or broken Unicode)');
    expect(zText({ label: 'x' }).safeParse('  fine  ').data).toBe('fine');
  });

  it('findHostileValue walks values and keys, and stops nesting deeper than a payload may go', () => {
    expect(findHostileValue({ a: [{ b: 'ok' }, 'x\u0000'] })).toMatchObject({ path: 'a.1', problem: 'text' });
    expect(findHostileValue({ a: { 'k\uD800': 1 } })).toMatchObject({ path: 'a', problem: 'key' });
    expect(findHostileValue(nested(MAX_PAYLOAD_DEPTH))).toBeNull();
    expect(findHostileValue(nested(MAX_PAYLOAD_DEPTH + 1))).toMatchObject({ problem: 'depth' });
    // Iterative: a hostile depth does not overflow the stack.
    expect(findHostileValue(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toMatchObject({ problem: 'depth' });
    expect(findHostileValue({ n: 1, b: true, z: null, s: 'text' })).toBeNull();
  });

  it('zJsonObject holds a JSON string to the same rules once parsed', () => {
    const s = zJsonObject(z.object({ name: z.string() }), 'data');
    expect(s.safeParse('{"name":"ok"}').data).toEqual({ name: 'ok' });
    const messages = (v: unknown) => s.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages('{"name":"a\\u0000"}')).toEqual(['data.name contains a character that is not allowed (NUL or broken Unicode)']);
    expect(messages('{"name":"\\ud800"}')).toEqual(['data.name contains a character that is not allowed (NUL or broken Unicode)']);
    expect(messages('{"na\\u0000me":"x"}')).toEqual(['data has a field name that is not allowed (NUL or broken Unicode)']);
    expect(messages('{not json')).toEqual(['data must be a JSON object']);
    expect(messages('42')).toEqual(['data must be a JSON object']);
    expect(messages(JSON.stringify(nested(40)))?.[0]).toMatch(/nested too deeply/);
  });
});

describe('lists on the wire', () => {
  it('takes an array, a JSON array string, or a string split at the separator', () => {
    const commas = wireList(/,/, false);
    expect(commas(['a', 'b'])).toEqual(['a', 'b']);
    expect(commas(' ["a","b"] ')).toEqual(['a', 'b']);
    expect(commas('a, b')).toEqual(['a', 'b']);
    expect(commas('  ')).toEqual([]);
    expect(commas('[not json')).toBe('[not json');
    // Empty items reach the item schema (which refuses them) unless they are to be dropped.
    expect(commas('a,,b')).toEqual(['a', '', 'b']);
    expect(wireList(/,/, true)('a,,b')).toEqual(['a', 'b']);
  });

  it('reads chosen option ids as the spec sends them (one per line), or as a list', () => {
    expect(ZAttributeIds.parse('OPT-1\nOPT-2\n')).toEqual(['OPT-1', 'OPT-2']);
    expect(ZAttributeIds.parse('OPT-1,OPT-2')).toEqual(['OPT-1', 'OPT-2']);
    expect(ZAttributeIds.parse('["OPT-1"]')).toEqual(['OPT-1']);
    expect(ZAttributeIds.parse('')).toEqual([]);
    expect(ZAttributeIds.safeParse(Array.from({ length: 11 }, (_, i) => `OPT-${i}`)).success).toBe(false);
  });
});
