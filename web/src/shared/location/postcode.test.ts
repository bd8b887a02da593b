import { describe, expect, it } from 'vitest';
import { addressPostcodeError, areaContains, looksLikePostcode, parsePostcode } from './postcode';

describe('parsePostcode', () => {
  it('reads full postcodes, sectors and outward codes in any spacing', () => {
    expect(parsePostcode('e16an')).toMatchObject({ normalised: 'E1 6AN', full: true, outward: 'E1', sector: '6' });
    expect(parsePostcode(' SW1A  1aa ')).toMatchObject({ normalised: 'SW1A 1AA', full: true });
    expect(parsePostcode('E1 6')).toMatchObject({ normalised: 'E1 6', full: false, sector: '6' });
    expect(parsePostcode('E16')).toMatchObject({ normalised: 'E16', full: false, outward: 'E16', sector: null });
    expect(parsePostcode('EC1')).toMatchObject({ normalised: 'EC1', full: false });
  });

  it('refuses what is not a UK postcode', () => {
    for (const bad of ['12345', 'E', 'E1 6A', 'ZZZZ 999', '1E 6AN', 'E1 6AN X']) expect(parsePostcode(bad)).toBeNull();
  });
});

describe('address postcode', () => {
  it('needs the full postcode', () => {
    expect(addressPostcodeError('E1 6AN')).toBeNull();
    expect(addressPostcodeError('E1')).toBe('Enter the full postcode, such as E1 6AN');
    expect(addressPostcodeError('hello')).toBe('Enter a UK postcode such as E1 6AN');
    expect(addressPostcodeError('')).toBe('Please enter the postcode');
  });
});

it('treats text with digits as a postcode', () => {
  expect(looksLikePostcode('E1')).toBe(true);
  expect(looksLikePostcode('Bethnal Green')).toBe(false);
});

it('finds the area a postcode is in', () => {
  const pc = parsePostcode('E1 6AN')!;
  expect(areaContains('E1', pc)).toBe(true);
  expect(areaContains('E16 1', pc)).toBe(false);
  expect(areaContains('E1W', pc)).toBe(false);
  expect(areaContains('E16 1', parsePostcode('E16 1AA')!)).toBe(true);
  expect(areaContains('E1', parsePostcode('E16')!)).toBe(false);
});
