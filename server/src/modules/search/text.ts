/** Text normalisation shared by indexing and querying, so both sides agree on what a word is. */

const STOP = new Set(['and', 'the', 'of', 'with', 'for', 'in', 'a', 'an', 'x', 'pack', 'approx']);

export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2');
}

/** Light English stemming: plural endings only ("chickens" -> "chicken", "berries" -> "berry"). */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Words of a text, normalised and stemmed, stop words dropped. */
export function words(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP.has(w))
    .map(stem);
}

/** Query words keep their raw form too (the last word is usually half typed). */
export function queryWords(text: string): { raw: string; stemmed: string }[] {
  const out: { raw: string; stemmed: string }[] = [];
  const seen = new Set<string>();
  for (const raw of normalise(text).split(/[^a-z0-9]+/)) {
    if (!raw || STOP.has(raw) || seen.has(raw)) continue;
    seen.add(raw);
    out.push({ raw, stemmed: stem(raw) });
  }
  return out.slice(0, 8);
}

/** True when a and b are at most one edit apart (insert, delete, substitute or swap neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    // substitution, or transposition of i and i+1
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
