/**
 * UK postcodes as the server reads them (server/src/modules/location/postcode.ts): a full
 * postcode ('E1 6AN'), a sector ('E1 6') or an outward code ('E1'), in any case and spacing.
 * Checked here first so a malformed postcode is refused before anything is sent.
 */
const OUTWARD = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const FULL = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9])([A-Z]{2})$/;

export interface ParsedPostcode {
  /** 'E1 6AN', 'E1 6' or 'E1' */
  normalised: string;
  full: boolean;
  outward: string;
  sector: string | null;
}

export function parsePostcode(raw: string): ParsedPostcode | null {
  const s = raw.toUpperCase().replace(/\s+/g, '');
  if (s.length < 2 || s.length > 7) return null;
  const full = FULL.exec(s);
  if (full) return { normalised: `${full[1]} ${full[2]}${full[3]}`, full: true, outward: full[1]!, sector: full[2]! };
  const spaced = raw.toUpperCase().trim().split(/\s+/);
  if (spaced.length === 2 && OUTWARD.test(spaced[0]!) && /^[0-9]$/.test(spaced[1]!)) {
    return { normalised: `${spaced[0]} ${spaced[1]}`, full: false, outward: spaced[0]!, sector: spaced[1]! };
  }
  if (OUTWARD.test(s)) return { normalised: s, full: false, outward: s, sector: null };
  return null;
}

/**
 * Does an area's postcode ('E1', 'E16 1') contain the postcode? 'E1' never contains 'E16 1AA'.
 * Used to name a typed postcode after its area.
 */
export function areaContains(areaZip: string, pc: ParsedPostcode): boolean {
  const a = parsePostcode(areaZip);
  if (!a || a.outward !== pc.outward) return false;
  if (a.sector === null) return true;
  if (a.sector !== pc.sector) return false;
  return !a.full || a.normalised === pc.normalised;
}

/** Text with a digit in it is meant as a postcode (area names have none). */
export function looksLikePostcode(text: string): boolean {
  return /\d/.test(text);
}

export function postcodeError(raw: string): string {
  return `"${raw.trim()}" is not a UK postcode. Enter one such as E1 6AN.`;
}

/** An address needs the full postcode; the message for the address form. */
export function addressPostcodeError(raw: string): string | null {
  if (!raw.trim()) return 'Please enter the postcode';
  const pc = parsePostcode(raw);
  if (!pc) return 'Enter a UK postcode such as E1 6AN';
  if (!pc.full) return 'Enter the full postcode, such as E1 6AN';
  return null;
}
