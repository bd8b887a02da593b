/**
 * UK postcodes, matched properly: "e16an", "E1 6AN" and "E1  6an" are the same postcode; an area
 * may be an outward code ("E1"), a sector ("E1 6") or a full postcode. "E1" never matches "E16".
 */
export interface Postcode {
  /** "E1 6AN", "E1 6" or "E1" */
  normalised: string;
  outward: string;
  /** The inward code's sector digit, when given. */
  sector: string | null;
  /** The full inward code ("6AN"), when given. */
  inward: string | null;
}

const OUTWARD = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

export function parsePostcode(raw: string): Postcode | null {
  const s = raw.toUpperCase().replace(/\s+/g, '');
  if (s.length < 2 || s.length > 7) return null;
  const full = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9])([A-Z]{2})$/.exec(s);
  if (full) return { normalised: `${full[1]} ${full[2]}${full[3]}`, outward: full[1]!, sector: full[2]!, inward: `${full[2]}${full[3]}` };
  // A sector: outward + one digit. "E16" is ambiguous (outward E16, or E1 sector 6) — read as the outward code
  // unless a space said otherwise.
  const spaced = raw.toUpperCase().trim().split(/\s+/);
  if (spaced.length === 2 && OUTWARD.test(spaced[0]!) && /^[0-9]$/.test(spaced[1]!)) {
    return { normalised: `${spaced[0]} ${spaced[1]}`, outward: spaced[0]!, sector: spaced[1]!, inward: null };
  }
  if (OUTWARD.test(s)) return { normalised: s, outward: s, sector: null, inward: null };
  return null;
}

/**
 * Does a served area cover a postcode? Full coverage only: an area "E1 6" covers "E1 6AN" and
 * "E1 6" but not "E1" (part of E1 may be outside); an area "E1" covers all of them.
 */
export function areaCovers(area: Postcode, query: Postcode): boolean {
  if (area.outward !== query.outward) return false;
  if (area.sector === null) return true;
  if (query.sector !== area.sector) return false;
  if (area.inward === null) return true;
  return query.inward === area.inward;
}

/** How specific a postcode is: full (3), sector (2), outward (1). Best match first. */
export function specificity(p: Postcode): number {
  return p.inward ? 3 : p.sector ? 2 : 1;
}
