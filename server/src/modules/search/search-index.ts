/**
 * An in-memory product search index: as-you-type prefixes, one-typo tolerance, words in any
 * order, over name, brand, category path and tags; ranked in-stock first, then relevance, then
 * popularity. Built from the database per process and rebuilt when the catalogue changes.
 *
 * Documents are numbered in static-rank order (popularity, most first, then id), so every list
 * of documents kept in number order is already in the ranking's tie-break order. A query word's
 * matches are worked out once per index and kept (typing repeats words: "chick", "chicke",
 * "chicken th" share words), in number order with their score class, and for a word searched on
 * its own also ranked; a one-word search then reads the first page off the ranked list, and a
 * longer one walks only the matches of its rarest word (decision 031).
 */
import { queryWords, withinOneEdit, words } from './text';
import { TopK } from './top-k';

export interface SearchDoc {
  id: string;
  name: string;
  brand: string;
  categories: string[];
  tags: string;
  popularity: number;
  inStock: boolean;
}

/** How much a word counts by where it was found. */
const FIELD = { name: 8, brand: 4, tags: 3, category: 2 } as const;
/** How much a query word counts by how it matched a term. */
const MATCH = { exact: 1, prefix: 0.75, typo: 0.6, typoPrefix: 0.45 } as const;

/** Documents of a term (ascending number) and the field weight each has there. */
interface Posting {
  docs: Int32Array;
  weights: Uint8Array;
}

/** Everything one query word matches: documents in number order, each with its score class. */
interface WordMatches {
  docs: Int32Array;
  /** Index into `values` per document of `docs`. */
  classes: Uint8Array;
  /** The word's distinct scores (field weight × how the word matched the term), best first. */
  values: Float64Array;
  /** The same documents as a bitset (bit d of word d >> 5), for counting and walking intersections. */
  bits: Int32Array;
  /** The word searched alone: documents by score with the first-word bonus, then number. Made on first use. */
  ranked: Int32Array | null;
  /** Documents by class, then number; class c is [classStart[c], classStart[c + 1]). Made on first use. */
  byClass: Int32Array | null;
  classStart: Int32Array | null;
  /** Class + 1 by document number (0: not matched), for testing a document in one read. Made on first use. */
  classByDoc: Uint8Array | null;
}

/** The combinations of word classes a several-word search walks at most before scoring the whole intersection. */
const MAX_CELLS = 4096;

/** Walks, in number order, the documents of one combination of word classes (and bonus or not). */
class CellCursor {
  private at: number;
  constructor(
    private readonly index: SearchIndex,
    private readonly words: WordMatches[],
    private readonly combo: Int32Array,
    private readonly bonus: boolean,
    private readonly bonusRange: [number, number],
    /** The word whose class list is shortest: its documents are walked, the others tested. */
    private readonly driver: number,
    private readonly end: number,
    from: number,
  ) {
    this.at = from;
  }

  /** Documents this cursor has read from its driver's list. */
  read = 0;

  /** The next document of the cell, or -1 when there is none. */
  next(): number {
    const { words, combo, driver } = this;
    const list = words[driver]!.byClass!;
    while (this.at < this.end) {
      const doc = list[this.at++]!;
      this.read++;
      let ok = true;
      for (let j = 0; j < words.length && ok; j++) {
        if (j !== driver && words[j]!.classByDoc![doc] !== combo[j]! + 1) ok = false;
      }
      if (!ok) continue;
      const rank = this.index.firstWordRankOf(doc);
      if (rank >= this.bonusRange[0] && rank < this.bonusRange[1] ? this.bonus : !this.bonus) return doc;
    }
    return -1;
  }
}

/** Everything an index is, as plain arrays (SearchIndex.toSnapshot / fromSnapshot). */
export interface SearchSnapshot {
  ids: string[];
  inStock: Uint8Array;
  byIdOrder: Int32Array;
  firstNameWords: string[];
  firstWordRank: Int32Array;
  sortedTerms: string[];
  /** Term t's postings are docs/weights [starts[t], starts[t + 1]). */
  starts: Int32Array;
  docs: Int32Array;
  weights: Uint8Array;
}

export interface SearchPage {
  ids: string[];
  total: number;
}

/** Bytes of kept word matches before the memo starts again. */
const MEMO_BYTES = 24 * 1024 * 1024;

/** The range [from, to) of a sorted list whose entries start with `prefix`. */
function prefixRange(sorted: string[], prefix: string): [number, number] {
  return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `byId` (document indexes in id order) reordered by popularity, most first, keeping id order within a popularity. */
function byPopularity(docs: SearchDoc[], byId: Int32Array): Int32Array {
  if (!docs.length) return new Int32Array(0);
  let min = Infinity;
  let max = -Infinity;
  for (const d of docs) {
    min = Math.min(min, d.popularity);
    max = Math.max(max, d.popularity);
  }
  const integers = docs.every((d) => Number.isInteger(d.popularity));
  if (!integers || max - min > 4 * docs.length + 1024)
    return byId.slice().sort((a, b) => docs[b]!.popularity - docs[a]!.popularity || (docs[a]!.id < docs[b]!.id ? -1 : 1));
  // Counting sort, highest popularity first; a bucket's documents stay in id order.
  const start = new Int32Array(max - min + 2);
  for (const d of docs) start[max - d.popularity + 1]!++;
  for (let b = 1; b < start.length; b++) start[b]! += start[b - 1]!;
  const order = new Int32Array(docs.length);
  for (const i of byId) order[start[max - docs[i]!.popularity]!++] = i;
  return order;
}

export class SearchIndex {
  /** Product ids by document number (static-rank order). */
  private ids: string[] = [];
  /** Document numbers ordered by product id, for finding a product by id without a Map of 200,000 strings. */
  private byIdOrder: Int32Array = new Int32Array(0);
  private inStock: Uint8Array = new Uint8Array(0);
  /**
   * Each document's first name word, as its place in the sorted list of all first name words
   * (-1: none). "Starts with the first query word" is then a range check, not a string compare
   * per matching document.
   */
  private firstNameWords: string[] = [];
  private firstWordRank: Int32Array = new Int32Array(0);
  /** The vocabulary, sorted, and each term's postings at the same place. */
  private sortedTerms: string[] = [];
  private postings: Posting[] = [];
  private termPlace = new Map<string, number>();
  private expansions = new Map<string, { term: number; factor: number }[]>();
  private memo = new Map<string, WordMatches>();
  /**
   * Several-word queries seen before, by their words: null once seen, then (from the second time,
   * typing and shoppers repeat them) the whole intersection ranked, read like one word's `ranked`.
   * Counted in the memo's bytes.
   */
  private combinations = new Map<string, Int32Array | null>();
  private memoBytes = 0;
  /** Scratch for working out a word's matches: a score per document (zero: no match) and the touched ones. */
  private scratchScores: Float64Array = new Float64Array(0);
  private scratchTouched: Int32Array = new Int32Array(0);
  private scratchBits: Int32Array = new Int32Array(0);

  static build(docs: SearchDoc[]): SearchIndex {
    const index = new SearchIndex();
    const n = docs.length;
    // Document number = place by popularity (most first), then id: one sort by id, then a
    // stable counting sort by popularity (a small integer range) keeps id order within each.
    // Plain loops: TypedArray.from with a map function takes V8's generic path, 2-3x slower.
    const place = new Map(docs.map((d, i) => [d.id, i]));
    const sortedIds = docs.map((d) => d.id).sort();
    const byId = new Int32Array(n);
    for (let k = 0; k < n; k++) byId[k] = place.get(sortedIds[k]!)!;
    const order = byPopularity(docs, byId);
    index.ids = [];
    index.inStock = new Uint8Array(n);
    const docnoOf = new Int32Array(n);
    for (let docno = 0; docno < n; docno++) {
      const i = order[docno]!;
      index.ids.push(docs[i]!.id);
      index.inStock[docno] = docs[i]!.inStock ? 1 : 0;
      docnoOf[i] = docno;
    }
    index.byIdOrder = new Int32Array(n);
    for (let k = 0; k < n; k++) index.byIdOrder[k] = docnoOf[byId[k]!]!;

    // Names, brands, tags and category names repeat across products: each distinct text is split
    // into term numbers once. Two passes (count, then fill) put each term's postings straight into
    // typed arrays of the right size, in document order, without growing arrays per term.
    const termOf = new Map<string, number>();
    const termNames: string[] = [];
    const counts: number[] = [];
    const lastDoc: number[] = [];
    const textTerms = new Map<string, Int32Array>();
    const termsOf = (text: string): Int32Array => {
      let terms = textTerms.get(text);
      if (!terms) {
        const ws = words(text);
        terms = new Int32Array(ws.length);
        for (let i = 0; i < ws.length; i++) {
          const w = ws[i]!;
          let t = termOf.get(w);
          if (t === undefined) {
            termOf.set(w, (t = termNames.length));
            termNames.push(w);
            counts.push(0);
            lastDoc.push(-1);
          }
          terms[i] = t;
        }
        textTerms.set(text, terms);
      }
      return terms;
    };
    // Every document's (term, best weight) pairs, flat, in document order: fields from the
    // heaviest down, so a term's first sighting in a document is its best weight there. Then
    // each term's postings go straight into typed arrays of the right size.
    let pairs = new Int32Array(16 * n + 16);
    let size = 0;
    const firstTerm = new Int32Array(n);
    const scan = (terms: Int32Array, weight: number, docno: number) => {
      for (let i = 0; i < terms.length; i++) {
        const t = terms[i]!;
        if (lastDoc[t] === docno) continue;
        lastDoc[t] = docno;
        counts[t]!++;
        if (size + 2 > pairs.length) {
          const grown = new Int32Array(pairs.length * 2);
          grown.set(pairs);
          pairs = grown;
        }
        pairs[size++] = t;
        pairs[size++] = weight;
      }
    };
    const docEnd = new Int32Array(n);
    for (let docno = 0; docno < n; docno++) {
      const d = docs[order[docno]!]!;
      const name = termsOf(d.name);
      firstTerm[docno] = name.length ? name[0]! : -1;
      scan(name, FIELD.name, docno);
      scan(termsOf(d.brand), FIELD.brand, docno);
      scan(termsOf(d.tags), FIELD.tags, docno);
      for (const c of d.categories) scan(termsOf(c), FIELD.category, docno);
      docEnd[docno] = size;
    }
    const postings: Posting[] = counts.map((c) => ({ docs: new Int32Array(c), weights: new Uint8Array(c) }));
    const filled = new Int32Array(counts.length);
    for (let docno = 0, k = 0; docno < n; docno++) {
      for (const end = docEnd[docno]!; k < end; k += 2) {
        const t = pairs[k]!;
        const p = postings[t]!;
        const at = filled[t]!++;
        p.docs[at] = docno;
        p.weights[at] = pairs[k + 1]!;
      }
    }

    const sorted = Int32Array.from(termNames.keys()).sort((a, b) => (termNames[a]! < termNames[b]! ? -1 : 1));
    index.sortedTerms = Array.from(sorted, (t) => termNames[t]!);
    index.postings = Array.from(sorted, (t) => postings[t]!);
    index.sortedTerms.forEach((term, place) => index.termPlace.set(term, place));

    // First name words: their place among the distinct first words, sorted.
    const firstWords = [...new Set(Array.from(firstTerm).filter((t) => t >= 0))].sort((a, b) => (termNames[a]! < termNames[b]! ? -1 : 1));
    index.firstNameWords = firstWords.map((t) => termNames[t]!);
    const rankOf = new Int32Array(termNames.length);
    firstWords.forEach((t, place) => {
      rankOf[t] = place;
    });
    index.firstWordRank = Int32Array.from(firstTerm, (t) => (t < 0 ? -1 : rankOf[t]!));
    return index;
  }

  /**
   * The index's arrays, to keep with the database (search-snapshot.ts). Postings are laid end to
   * end in three arrays, so a snapshot is a few large typed arrays and three string lists.
   */
  toSnapshot(): SearchSnapshot {
    const starts = new Int32Array(this.postings.length + 1);
    this.postings.forEach((p, t) => {
      starts[t + 1] = starts[t]! + p.docs.length;
    });
    const docs = new Int32Array(starts[this.postings.length]!);
    const weights = new Uint8Array(docs.length);
    this.postings.forEach((p, t) => {
      docs.set(p.docs, starts[t]);
      weights.set(p.weights, starts[t]);
    });
    return {
      ids: this.ids,
      inStock: this.inStock,
      byIdOrder: this.byIdOrder,
      firstNameWords: this.firstNameWords,
      firstWordRank: this.firstWordRank,
      sortedTerms: this.sortedTerms,
      starts,
      docs,
      weights,
    };
  }

  static fromSnapshot(s: SearchSnapshot): SearchIndex {
    const index = new SearchIndex();
    index.ids = s.ids;
    index.inStock = s.inStock;
    index.byIdOrder = s.byIdOrder;
    index.firstNameWords = s.firstNameWords;
    index.firstWordRank = s.firstWordRank;
    index.sortedTerms = s.sortedTerms;
    index.postings = s.sortedTerms.map((term, t) => {
      index.termPlace.set(term, t);
      return { docs: s.docs.subarray(s.starts[t], s.starts[t + 1]), weights: s.weights.subarray(s.starts[t], s.starts[t + 1]) };
    });
    return index;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Updates which products are in stock (ranking only; results show live stock). */
  setInStock(outOfStockIds: Iterable<string>): void {
    this.inStock.fill(1);
    for (const id of outOfStockIds) {
      const n = this.docOf(id);
      if (n !== -1) this.inStock[n] = 0;
    }
  }

  private docOf(id: string): number {
    const { byIdOrder, ids } = this;
    let lo = 0;
    let hi = byIdOrder.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[byIdOrder[mid]!]! < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < byIdOrder.length && ids[byIdOrder[lo]!] === id ? byIdOrder[lo]! : -1;
  }

  /** Terms a query word may stand for, with how well each matches. Cached: typing repeats words. */
  private expand(raw: string, stemmed: string): { term: number; factor: number }[] {
    const key = `${raw}|${stemmed}`;
    const hit = this.expansions.get(key);
    if (hit) return hit;
    const found = new Map<number, number>();
    const put = (term: number, factor: number) => {
      if ((found.get(term) ?? 0) < factor) found.set(term, factor);
    };
    const exact = (term: string) => {
      const place = this.termPlace.get(term);
      if (place !== undefined) put(place, MATCH.exact);
    };
    exact(stemmed);
    exact(raw);
    const terms = this.sortedTerms;
    if (raw.length >= 2) {
      const [from, to] = prefixRange(terms, raw);
      for (let i = from; i < to; i++) put(i, MATCH.prefix);
    }
    if (raw.length >= 4) {
      const n = raw.length;
      for (let i = 0; i < terms.length; i++) {
        const term = terms[i]!;
        if (term.length >= n - 1 && withinOneEdit(term, raw)) put(i, MATCH.typo);
        else if (
          term.length > n &&
          (withinOneEdit(term.slice(0, n), raw) || withinOneEdit(term.slice(0, n + 1), raw) || withinOneEdit(term.slice(0, n - 1), raw))
        ) {
          put(i, MATCH.typoPrefix);
        }
      }
    }
    const out = [...found].map(([term, factor]) => ({ term, factor }));
    if (this.expansions.size > 20_000) this.expansions.clear();
    this.expansions.set(key, out);
    return out;
  }

  /** The documents a query word matches, each with its best score over the terms it stands for. */
  private match(q: { raw: string; stemmed: string }): WordMatches {
    const key = `${q.raw}|${q.stemmed}`;
    const hit = this.memo.get(key);
    if (hit) return hit;
    const n = this.ids.length;
    if (this.scratchScores.length !== n) {
      this.scratchScores = new Float64Array(n);
      this.scratchTouched = new Int32Array(n);
    }
    const scores = this.scratchScores;
    const touched = this.scratchTouched;
    let count = 0;
    const distinct = new Set<number>();
    for (const { term, factor } of this.expand(q.raw, q.stemmed)) {
      const { docs, weights } = this.postings[term]!;
      for (const w of new Set(weights)) distinct.add(w * factor);
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        const sc = weights[i]! * factor;
        const had = scores[d]!;
        if (had < sc) {
          if (had === 0) touched[count++] = d;
          scores[d] = sc;
        }
      }
    }
    // The touched documents in number order: sorted when few, read off the scores when many.
    let docs: Int32Array;
    if (count * 32 < n) docs = touched.slice(0, count).sort();
    else {
      docs = new Int32Array(count);
      for (let d = 0, k = 0; k < count; d++) if (scores[d] !== 0) docs[k++] = d;
    }
    const values = Float64Array.from(distinct).sort().reverse();
    const classOf = new Map(Array.from(values, (v, c) => [v, c]));
    const classes = new Uint8Array(count);
    const bits = new Int32Array((n + 31) >>> 5);
    for (let k = 0; k < count; k++) {
      const d = docs[k]!;
      classes[k] = classOf.get(scores[d]!)!;
      bits[d >>> 5]! |= 1 << (d & 31);
      scores[d] = 0;
    }
    const matches: WordMatches = { docs, classes, values, bits, ranked: null, byClass: null, classStart: null, classByDoc: null };
    this.makeRoom(count * 13 + bits.byteLength); // docs, classes, and the ranked and by-class lists made later
    this.memo.set(key, matches);
    return matches;
  }

  /** Counts `bytes` more in the memo, emptying it (words and combinations) first when they would not fit. */
  private makeRoom(bytes: number): void {
    if (this.memoBytes + bytes > MEMO_BYTES) {
      this.memo.clear();
      this.combinations.clear();
      this.memoBytes = 0;
    }
    this.memoBytes += bytes;
  }

  /**
   * The page [offset, want) of a ranked list (best first, then number): in-stock documents first,
   * then the rest, read until the page is full.
   */
  private pageOf(ranked: Int32Array, offset: number, want: number): SearchPage {
    const page: number[] = [];
    let place = 0;
    for (const stocked of [1, 0]) {
      for (let i = 0; i < ranked.length && place < want; i++) {
        const d = ranked[i]!;
        if (this.inStock[d] !== stocked) continue;
        if (place >= offset) page.push(d);
        place++;
      }
    }
    return { ids: page.map((d) => this.ids[d]!), total: ranked.length };
  }

  /**
   * The intersection `and` (intersect) of `count` documents ranked by score, then number: each
   * scored once, then a counting sort over the distinct scores (eachMatch gives them in number order).
   */
  private rankIntersection(perWord: WordMatches[], and: Int32Array, count: number, bonus: [number, number]): Int32Array {
    const docs = new Int32Array(count);
    const scores = new Float64Array(count);
    let k = 0;
    this.eachMatch(perWord, and, bonus, (doc, score) => {
      docs[k] = doc;
      scores[k++] = score;
    });
    const totals = Float64Array.from(new Set(scores)).sort().reverse();
    const bucketOf = new Map(Array.from(totals, (t, b) => [t, b]));
    const bucket = new Int32Array(count);
    const starts = new Int32Array(totals.length + 1);
    for (let i = 0; i < count; i++) {
      const b = bucketOf.get(scores[i]!)!;
      bucket[i] = b;
      starts[b + 1]!++;
    }
    for (let b = 0; b < totals.length; b++) starts[b + 1]! += starts[b]!;
    const ranked = new Int32Array(count);
    for (let i = 0; i < count; i++) ranked[starts[bucket[i]!]!++] = docs[i]!;
    return ranked;
  }

  /**
   * A word's matches ranked as that word searched alone: by score plus the first-word bonus,
   * then number (a counting sort over the few distinct totals, reading the documents in number order).
   */
  private ranked(m: WordMatches, raw: string): Int32Array {
    if (m.ranked) return m.ranked;
    const [bonusFrom, bonusTo] = prefixRange(this.firstNameWords, raw);
    const { docs, classes, values } = m;
    const totals = [...new Set([...values, ...Array.from(values, (v) => v + 1)])].sort((a, b) => b - a);
    const bucketOf = (c: number, bonus: boolean) => totals.indexOf(bonus ? values[c]! + 1 : values[c]!);
    const plain = Array.from(values, (_, c) => bucketOf(c, false));
    const lifted = Array.from(values, (_, c) => bucketOf(c, true));
    const bucket = new Uint8Array(docs.length);
    const starts = new Int32Array(totals.length + 1);
    for (let k = 0; k < docs.length; k++) {
      const rank = this.firstWordRank[docs[k]!]!;
      const b = rank >= bonusFrom && rank < bonusTo ? lifted[classes[k]!]! : plain[classes[k]!]!;
      bucket[k] = b;
      starts[b + 1]!++;
    }
    for (let b = 0; b < totals.length; b++) starts[b + 1]! += starts[b]!;
    const ranked = new Int32Array(docs.length);
    for (let k = 0; k < docs.length; k++) ranked[starts[bucket[k]!]!++] = docs[k]!;
    m.ranked = ranked;
    return ranked;
  }

  firstWordRankOf(doc: number): number {
    return this.firstWordRank[doc]!;
  }

  /** A word's class by document number (class + 1; 0 where it does not match). */
  private denseClasses(m: WordMatches): Uint8Array {
    if (m.classByDoc) return m.classByDoc;
    const dense = new Uint8Array(this.ids.length);
    for (let k = 0; k < m.docs.length; k++) dense[m.docs[k]!] = m.classes[k]! + 1;
    this.memoBytes += dense.byteLength;
    m.classByDoc = dense;
    return dense;
  }

  /** A word's documents grouped by class (best first), each group in number order. */
  private grouped(m: WordMatches): { byClass: Int32Array; classStart: Int32Array } {
    if (m.byClass && m.classStart) return { byClass: m.byClass, classStart: m.classStart };
    const { docs, classes, values } = m;
    const classStart = new Int32Array(values.length + 1);
    for (let k = 0; k < docs.length; k++) classStart[classes[k]! + 1]!++;
    for (let c = 0; c < values.length; c++) classStart[c + 1]! += classStart[c]!;
    const fill = classStart.slice(0, values.length);
    const byClass = new Int32Array(docs.length);
    for (let k = 0; k < docs.length; k++) byClass[fill[classes[k]!]!++] = docs[k]!;
    m.byClass = byClass;
    m.classStart = classStart;
    return { byClass, classStart };
  }

  /**
   * The best `want` of a several-word search without scoring the intersection: every
   * combination of the words' score classes (and the first-word bonus) has one total; the
   * combinations are walked from the highest total down, those of one total merged in number
   * order (the tie-break), and the walk stops once `want` in-stock documents are found. Null
   * when the words have too many class combinations to enumerate, or when the walk has read
   * `budget` documents (sparse combinations): scoring the intersection is then as cheap.
   */
  private topOfIntersection(
    perWord: WordMatches[],
    bonusRange: [number, number],
    want: number,
    budget: number,
  ): { inStock: number[]; outOfStock: number[] } | null {
    let cells = 2;
    for (const m of perWord) cells *= m.values.length;
    if (cells > MAX_CELLS) return null;
    const groups = perWord.map((m) => this.grouped(m));
    for (const m of perWord) this.denseClasses(m);
    // Every combination, with its total added in the reference scorer's order.
    const found: { total: number; combo: Int32Array; bonus: boolean }[] = [];
    const combo = new Int32Array(perWord.length);
    const visit = (j: number, sum: number) => {
      if (j === perWord.length) {
        found.push({ total: sum, combo: combo.slice(), bonus: false }, { total: sum + 1, combo: combo.slice(), bonus: true });
        return;
      }
      const m = perWord[j]!;
      for (let c = 0; c < m.values.length; c++) {
        if (groups[j]!.classStart[c + 1] === groups[j]!.classStart[c]) continue;
        combo[j] = c;
        visit(j + 1, j === 0 ? m.values[c]! : sum + m.values[c]!);
      }
    };
    visit(0, 0);
    found.sort((a, b) => b.total - a.total);
    const inStock: number[] = [];
    const outOfStock: number[] = [];
    let read = 0;
    for (let g = 0; g < found.length && inStock.length < want;) {
      let h = g;
      while (h < found.length && found[h]!.total === found[g]!.total) h++;
      const cursors: CellCursor[] = [];
      for (let i = g; i < h; i++) {
        const cell = found[i]!;
        let driver = 0;
        let size = Infinity;
        for (let j = 0; j < perWord.length; j++) {
          const start = groups[j]!.classStart;
          const len = start[cell.combo[j]! + 1]! - start[cell.combo[j]!]!;
          if (len < size) [driver, size] = [j, len];
        }
        const start = groups[driver]!.classStart;
        cursors.push(
          new CellCursor(
            this,
            perWord,
            cell.combo,
            cell.bonus,
            bonusRange,
            driver,
            start[cell.combo[driver]! + 1]!,
            start[cell.combo[driver]!]!,
          ),
        );
      }
      // Merge the cells of this total in number order.
      const heads = cursors.map((c) => c.next());
      for (;;) {
        let best = -1;
        for (let i = 0; i < heads.length; i++) if (heads[i]! !== -1 && (best === -1 || heads[i]! < heads[best]!)) best = i;
        if (best === -1) break;
        const doc = heads[best]!;
        if (this.inStock[doc]) {
          inStock.push(doc);
          if (inStock.length >= want) break;
        } else if (outOfStock.length < want) outOfStock.push(doc);
        heads[best] = cursors[best]!.next();
      }
      for (const c of cursors) read += c.read;
      if (read > budget) return null;
      g = h;
    }
    return { inStock, outOfStock };
  }

  /** True when document a (score sa) ranks before b: in stock, relevance, then number (popularity, id). */
  private before(a: number, sa: number, b: number, sb: number): boolean {
    if (this.inStock[a] !== this.inStock[b]) return this.inStock[a]! > this.inStock[b]!;
    if (sa !== sb) return sa > sb;
    return a < b;
  }

  /**
   * The documents every word matches, as the AND of their bitsets (a few thousand word
   * operations, whatever the number of matches), in the scratch array (valid until the next
   * call), and how many they are: the last AND and the count are one pass.
   */
  private intersect(perWord: WordMatches[]): { and: Int32Array; count: number } {
    const length = perWord[0]!.bits.length;
    if (this.scratchBits.length !== length) this.scratchBits = new Int32Array(length);
    const and = this.scratchBits;
    let from = perWord[0]!.bits;
    for (let j = 1; j < perWord.length - 1; j++) {
      const bits = perWord[j]!.bits;
      for (let i = 0; i < length; i++) and[i] = from[i]! & bits[i]!;
      from = and;
    }
    const last = perWord[perWord.length - 1]!.bits;
    let count = 0;
    for (let i = 0; i < length; i++) {
      let x = from[i]! & last[i]!;
      and[i] = x;
      if (x === 0) continue;
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      count += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return { and, count };
  }

  /**
   * Calls `visit` with every document of the intersection `and` (intersect) and its score, in
   * number order; each word's class is read off its class-by-document array. Scores are added in
   * the reference scorer's order (rarest word first), so equal sums come out equal the same way.
   */
  private eachMatch(perWord: WordMatches[], and: Int32Array, bonus: [number, number], visit: (doc: number, score: number) => void): void {
    const [bonusFrom, bonusTo] = bonus;
    const words = perWord.length;
    const dense = perWord.map((m) => this.denseClasses(m));
    for (let i = 0; i < and.length; i++) {
      let x = and[i]!;
      while (x !== 0) {
        const low = x & -x;
        const doc = (i << 5) | (31 - Math.clz32(low));
        x ^= low;
        let score = 0;
        for (let j = 0; j < words; j++) {
          const v = perWord[j]!.values[dense[j]![doc]! - 1]!;
          score = j === 0 ? v : score + v;
        }
        const rank = this.firstWordRank[doc]!;
        if (rank >= bonusFrom && rank < bonusTo) score += 1;
        visit(doc, score);
      }
    }
  }

  /** The query words' matches, rarest first (the order scores are added in). */
  private matchesOf(qwords: { raw: string; stemmed: string }[]): WordMatches[] {
    return qwords.map((q) => this.match(q)).sort((a, b) => a.docs.length - b.docs.length);
  }

  search(text: string, offset: number, limit: number): SearchPage {
    const qwords = queryWords(text);
    if (!qwords.length) return { ids: [], total: 0 };
    const want = Math.min(offset + limit, this.ids.length);
    // One word: its ranked matches.
    if (qwords.length === 1) return this.pageOf(this.ranked(this.match(qwords[0]!), qwords[0]!.raw), offset, want);
    // Several words seen before: their intersection, ranked the second time.
    const key = qwords.map((q) => `${q.raw}|${q.stemmed}`).join(' ');
    const kept = this.combinations.get(key);
    if (kept) return this.pageOf(kept, offset, want);
    // Counted by the AND of their bitsets, the page found by walking score classes.
    const perWord = this.matchesOf(qwords);
    const { and, count: total } = this.intersect(perWord);
    const bonus = prefixRange(this.firstNameWords, qwords[0]!.raw);
    if (kept === null) {
      const ranked = this.rankIntersection(perWord, and, total, bonus);
      this.makeRoom(ranked.byteLength + 2 * key.length);
      this.combinations.set(key, ranked);
      return this.pageOf(ranked, offset, want);
    }
    this.makeRoom(2 * key.length);
    this.combinations.set(key, null);
    const best = this.topOfIntersection(perWord, bonus, want, total + 256);
    if (best) {
      const ranked = best.inStock.length >= want ? best.inStock : [...best.inStock, ...best.outOfStock];
      return { ids: ranked.slice(offset, want).map((d) => this.ids[d]!), total };
    }
    // Otherwise: the best offset+limit of the whole intersection in a bounded heap.
    const top = new TopK(want, (a, sa, b, sb) => this.before(a, sa, b, sb));
    this.eachMatch(perWord, and, bonus, (doc, score) => top.push(doc, score));
    return { ids: top.takeFrom(offset).map((d) => this.ids[d]!), total };
  }

  /**
   * Every document `text` matches, best first (the order `search` pages through), for listings
   * that filter or sort the whole result. Typing-speed paging keeps to `search`.
   */
  searchAll(text: string): string[] {
    const qwords = queryWords(text);
    if (!qwords.length) return [];
    if (qwords.length === 1) {
      const ranked = this.ranked(this.match(qwords[0]!), qwords[0]!.raw);
      const out: string[] = [];
      for (const stocked of [1, 0]) for (const d of ranked) if (this.inStock[d] === stocked) out.push(this.ids[d]!);
      return out;
    }
    const docs: number[] = [];
    const scores = new Map<number, number>();
    const perWord = this.matchesOf(qwords);
    this.eachMatch(perWord, this.intersect(perWord).and, prefixRange(this.firstNameWords, qwords[0]!.raw), (doc, score) => {
      docs.push(doc);
      scores.set(doc, score);
    });
    docs.sort((a, b) => (this.before(a, scores.get(a)!, b, scores.get(b)!) ? -1 : 1));
    return docs.map((d) => this.ids[d]!);
  }
}
