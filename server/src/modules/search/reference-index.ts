/**
 * The search index as it was before decision 031 (every match scored, the best kept in a heap),
 * kept as the reference the property test (search-index.property.test.ts) and the measurement
 * script (bench/measure-search.ts) compare the served index with. Not used to serve.
 */
import type { SearchDoc } from './search-index';
import { queryWords, withinOneEdit, words } from './text';
import { TopK } from './top-k';

/** How much a word counts by where it was found. */
const FIELD = { name: 8, brand: 4, tags: 3, category: 2 } as const;
/** How much a query word counts by how it matched a term. */
const MATCH = { exact: 1, prefix: 0.75, typo: 0.6, typoPrefix: 0.45 } as const;

/**
 * Documents of a term and the weight each has there. Typed arrays throughout, so the scoring
 * loops see one shape and stay optimised (mixed array kinds made V8 deoptimise `search`).
 */
interface Posting {
  docs: Int32Array;
  weights: Float64Array;
}

/** A word's matches during one search: its scores by document, and which documents it touched. */
interface WordMatches {
  scores: Float64Array;
  docs: Int32Array;
  count: number;
}

export interface SearchPage {
  ids: string[];
  total: number;
}

export class ReferenceSearchIndex {
  private ids: string[] = [];
  private popularity: number[] = [];
  /**
   * Each document's place when ordered by popularity (most first), then id: the tie-break of the
   * ranking as one integer compare, so ranking thousands (a deep page) compares no strings.
   */
  private staticRank: Int32Array = new Int32Array(0);
  private inStock: Uint8Array = new Uint8Array(0);
  /**
   * Each document's first name word, as its place in the sorted list of all first name words
   * (-1: none). "Starts with the first query word" is then a range check, not a string compare
   * per matching document.
   */
  private firstNameWords: string[] = [];
  private firstWordRank: Int32Array = new Int32Array(0);
  private firstWordOf: (string | undefined)[] = [];
  private postings = new Map<string, Posting>();
  /** Postings while the index is being built (turned into typed arrays at the end). */
  private building = new Map<string, { docs: number[]; weights: number[] }>();
  private sortedTerms: string[] = [];
  private expansions = new Map<string, { term: string; factor: number }[]>();
  /**
   * For two- and three-letter words (the first keys typed, and the ones that match the most):
   * every term they start, merged into one list with each document's best score, so a search
   * reads one list instead of hundreds.
   */
  private shortPrefixes = new Map<string, Posting>();
  private byId = new Map<string, number>();

  static build(docs: SearchDoc[]): ReferenceSearchIndex {
    const index = new ReferenceSearchIndex();
    index.inStock = new Uint8Array(docs.length);
    docs.forEach((d, i) => index.add(i, d));
    for (const [term, p] of index.building)
      index.postings.set(term, { docs: Int32Array.from(p.docs), weights: Float64Array.from(p.weights) });
    index.building.clear();
    index.sortedTerms = [...index.postings.keys()].sort();
    index.rankFirstWords();
    index.rankStatically();
    index.mergeShortPrefixes();
    return index;
  }

  private rankFirstWords(): void {
    this.firstNameWords = [...new Set(this.firstWordOf.filter((w): w is string => w !== undefined))].sort();
    const rank = new Map(this.firstNameWords.map((w, i) => [w, i]));
    this.firstWordRank = Int32Array.from(this.firstWordOf, (w) => (w === undefined ? -1 : rank.get(w)!));
    this.firstWordOf = [];
  }

  private rankStatically(): void {
    const { popularity, ids } = this;
    const order = Int32Array.from(ids.keys()).sort((a, b) => popularity[b]! - popularity[a]! || (ids[a]! < ids[b]! ? -1 : 1));
    this.staticRank = new Int32Array(ids.length);
    order.forEach((doc, place) => {
      this.staticRank[doc] = place;
    });
  }

  /** The range [from, to) of a sorted list whose entries start with `prefix`. */
  private static prefixRange(sorted: string[], prefix: string): [number, number] {
    const lowerBound = (key: string) => {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
  }

  private mergeShortPrefixes(): void {
    const scores = this.scores(0);
    for (const len of [2, 3]) {
      let i = 0;
      while (i < this.sortedTerms.length) {
        const prefix = this.sortedTerms[i]!.slice(0, len);
        let j = i;
        while (j < this.sortedTerms.length && this.sortedTerms[j]!.startsWith(prefix)) j++;
        if (prefix.length === len) {
          const touched: number[] = [];
          for (let k = i; k < j; k++) {
            const term = this.sortedTerms[k]!;
            const factor = term === prefix ? MATCH.exact : MATCH.prefix;
            const p = this.postings.get(term)!;
            for (let n = 0; n < p.docs.length; n++) {
              const d = p.docs[n]!;
              const sc = p.weights[n]! * factor;
              if (scores[d] === 0) touched.push(d);
              if (scores[d]! < sc) scores[d] = sc;
            }
          }
          const docs = Int32Array.from(touched).sort();
          this.shortPrefixes.set(prefix, { docs, weights: Float64Array.from(docs, (d) => scores[d]!) });
          for (const d of touched) scores[d] = 0;
        }
        i = j;
      }
    }
  }

  get size(): number {
    return this.ids.length;
  }

  private add(docno: number, d: SearchDoc): void {
    this.ids[docno] = d.id;
    this.byId.set(d.id, docno);
    this.popularity[docno] = d.popularity;
    this.inStock[docno] = d.inStock ? 1 : 0;
    const best = new Map<string, number>();
    const note = (text: string, weight: number) => {
      for (const w of words(text)) if ((best.get(w) ?? 0) < weight) best.set(w, weight);
    };
    note(d.name, FIELD.name);
    note(d.brand, FIELD.brand);
    note(d.tags, FIELD.tags);
    for (const c of d.categories) note(c, FIELD.category);
    this.firstWordOf[docno] = words(d.name)[0];
    for (const [term, weight] of best) {
      let p = this.building.get(term);
      if (!p) this.building.set(term, (p = { docs: [], weights: [] }));
      p.docs.push(docno);
      p.weights.push(weight);
    }
  }

  /** Updates which products are in stock (ranking only; results show live stock). */
  setInStock(outOfStockIds: Iterable<string>): void {
    this.inStock.fill(1);
    for (const id of outOfStockIds) {
      const n = this.byId.get(id);
      if (n !== undefined) this.inStock[n] = 0;
    }
  }

  /** Terms a query word may stand for, with how well each matches. Cached: typing repeats words. */
  private expand(raw: string, stemmed: string): { term: string; factor: number }[] {
    const key = `${raw}|${stemmed}`;
    const hit = this.expansions.get(key);
    if (hit) return hit;
    const found = new Map<string, number>();
    const put = (term: string, factor: number) => {
      if ((found.get(term) ?? 0) < factor) found.set(term, factor);
    };
    if (this.postings.has(stemmed)) put(stemmed, MATCH.exact);
    if (this.postings.has(raw)) put(raw, MATCH.exact);
    if (raw.length >= 2) {
      // Prefix range in the sorted vocabulary.
      let lo = 0;
      let hi = this.sortedTerms.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.sortedTerms[mid]! < raw) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.sortedTerms.length && this.sortedTerms[i]!.startsWith(raw); i++) put(this.sortedTerms[i]!, MATCH.prefix);
    }
    if (raw.length >= 4) {
      const n = raw.length;
      for (const term of this.sortedTerms) {
        if (term.length >= n - 1 && withinOneEdit(term, raw)) put(term, MATCH.typo);
        else if (
          term.length > n &&
          (withinOneEdit(term.slice(0, n), raw) || withinOneEdit(term.slice(0, n + 1), raw) || withinOneEdit(term.slice(0, n - 1), raw))
        ) {
          put(term, MATCH.typoPrefix);
        }
      }
    }
    const out = [...found].map(([term, factor]) => ({ term, factor }));
    if (this.expansions.size > 20_000) this.expansions.clear();
    this.expansions.set(key, out);
    return out;
  }

  /** Per query word (up to 8): a score per document (zero: no match) and a touched list, reused across searches. */
  private scratch: Float64Array[] = [];
  private touchedScratch: Int32Array[] = [];

  private scores(slot: number): Float64Array {
    let buf = this.scratch[slot];
    if (!buf || buf.length !== this.ids.length) this.scratch[slot] = buf = new Float64Array(this.ids.length);
    return buf;
  }

  private touchedBuffer(slot: number): Int32Array {
    let buf = this.touchedScratch[slot];
    if (!buf || buf.length !== this.ids.length) this.touchedScratch[slot] = buf = new Int32Array(this.ids.length);
    return buf;
  }

  /** The documents a query word matches, each with its best score over the terms it stands for. */
  private match(q: { raw: string; stemmed: string }, slot: number): WordMatches {
    const scores = this.scores(slot);
    const merged = q.raw === q.stemmed ? this.shortPrefixes.get(q.raw) : undefined;
    if (merged) {
      const { docs, weights } = merged;
      for (let i = 0; i < docs.length; i++) scores[docs[i]!] = weights[i]!;
      return { scores, docs, count: docs.length };
    }
    const touched = this.touchedBuffer(slot);
    let count = 0;
    for (const { term, factor } of this.expand(q.raw, q.stemmed)) {
      const { docs, weights } = this.postings.get(term)!;
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
    return { scores, docs: touched, count };
  }

  /** True when document a (score sa) ranks before b: in stock, relevance, popularity, then id. */
  private before(a: number, sa: number, b: number, sb: number): boolean {
    if (this.inStock[a] !== this.inStock[b]) return this.inStock[a]! > this.inStock[b]!;
    if (sa !== sb) return sa > sb;
    return this.staticRank[a]! < this.staticRank[b]!;
  }

  /** Calls `visit` with every document all query words match and its score; returns false when the text has no words. */
  private eachMatch(text: string, visit: (doc: number, score: number) => void): boolean {
    const qwords = queryWords(text);
    if (!qwords.length) return false;
    // Per query word: the best score each document gets from any term that word matches.
    const perWord = qwords.map((q, slot) => this.match(q, slot));
    perWord.sort((a, b) => a.count - b.count);
    const [first, ...rest] = perWord;
    // A name that starts with the first query word reads as the best match.
    const [bonusFrom, bonusTo] = ReferenceSearchIndex.prefixRange(this.firstNameWords, qwords[0]!.raw);
    outer: for (let t = 0; t < first!.count; t++) {
      const doc = first!.docs[t]!;
      let score = first!.scores[doc]!;
      for (const m of rest) {
        const s = m.scores[doc]!;
        if (s === 0) continue outer;
        score += s;
      }
      const rank = this.firstWordRank[doc]!;
      if (rank >= bonusFrom && rank < bonusTo) score += 1;
      visit(doc, score);
    }
    for (const w of perWord) for (let t = 0; t < w.count; t++) w.scores[w.docs[t]!] = 0;
    return true;
  }

  search(text: string, offset: number, limit: number): SearchPage {
    // Only the best offset+limit are kept (a bounded heap); the rest are counted. Typing a short
    // word can match most of the catalogue, and a deep page keeps thousands.
    const top = new TopK(Math.min(offset + limit, this.ids.length), (a, sa, b, sb) => this.before(a, sa, b, sb));
    let total = 0;
    this.eachMatch(text, (doc, score) => {
      total++;
      top.push(doc, score);
    });
    return { ids: top.takeFrom(offset).map((d) => this.ids[d]!), total };
  }

  /**
   * Every document `text` matches, best first (the order `search` pages through), for listings
   * that filter or sort the whole result. Typing-speed paging keeps to `search`.
   */
  searchAll(text: string): string[] {
    const docs: number[] = [];
    const scores = new Map<number, number>();
    this.eachMatch(text, (doc, score) => {
      docs.push(doc);
      scores.set(doc, score);
    });
    docs.sort((a, b) =>
      this.before(a, scores.get(a)!, b, scores.get(b)!) ? -1 : this.before(b, scores.get(b)!, a, scores.get(a)!) ? 1 : 0,
    );
    return docs.map((d) => this.ids[d]!);
  }
}
