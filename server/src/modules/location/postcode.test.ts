import { describe, expect, it } from 'vitest';
import { areaCovers, parsePostcode } from './postcode';

const p = (s: string) => parsePostcode(s)!;

describe('UK postcodes', () => {
  it.each([
    ['e16an', 'E1 6AN'],
    ['E1 6AN', 'E1 6AN'],
    [' e1  6an ', 'E1 6AN'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['E1', 'E1'],
    ['E1 6', 'E1 6'],
    ['e16', 'E16'],
    ['N1', 'N1'],
  ])('normalises %s to %s', (raw, normalised) => {
    expect(parsePostcode(raw)?.normalised).toBe(normalised);
  });

  it.each(['', 'E', '12345', 'E1 6ANX', 'ABC DEF', 'E1-6AN', '1E 6AN'])('refuses %s', (raw) => {
    expect(parsePostcode(raw)).toBeNull();
  });

  it('matches outward codes, sectors and full postcodes without crossing districts', () => {
    expect(areaCovers(p('E1'), p('E1 6AN'))).toBe(true);
    expect(areaCovers(p('E1'), p('E1'))).toBe(true);
    expect(areaCovers(p('E1'), p('E16 1AA'))).toBe(false);
    expect(areaCovers(p('E1 6'), p('E1 6AN'))).toBe(true);
    expect(areaCovers(p('E1 6'), p('E1 7AA'))).toBe(false);
    expect(areaCovers(p('E1 6'), p('E1'))).toBe(false);
    expect(areaCovers(p('E1 6AN'), p('e16an'))).toBe(true);
    expect(areaCovers(p('E1 6AN'), p('E1 6AP'))).toBe(false);
  });
});
