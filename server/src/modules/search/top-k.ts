/**
 * The best k of a stream of (document, score) pairs under a ranking, in O(n log k): a binary heap
 * whose root is the worst kept, so a newcomer is compared once with it and most are turned away
 * there. Deep pages keep thousands (page 500 of 15 keeps 7,500); an insertion list costs O(k) per
 * kept document there, the heap O(log k).
 */
export class TopK {
  private readonly docs: Int32Array;
  private readonly scores: Float64Array;
  private size = 0;

  /** `before(a, sa, b, sb)`: document a with score sa ranks before b with score sb (a total order). */
  constructor(
    private readonly k: number,
    private readonly before: (a: number, sa: number, b: number, sb: number) => boolean,
  ) {
    this.docs = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  push(doc: number, score: number): void {
    if (this.size < this.k) {
      this.siftUp(this.size++, doc, score);
      return;
    }
    if (this.k > 0 && this.before(doc, score, this.docs[0]!, this.scores[0]!)) this.siftDown(doc, score);
  }

  /**
   * The kept documents from place `from` on (0: the best), best first. Only those are taken off
   * the heap, worst first, so a deep page does not sort the thousands before it. Empties the heap.
   */
  takeFrom(from: number): number[] {
    const out: number[] = [];
    while (this.size > from) {
      out.push(this.docs[0]!);
      this.size--;
      if (this.size > 0) this.siftDown(this.docs[this.size]!, this.scores[this.size]!);
    }
    return out.reverse();
  }

  /** Places (doc, score) at slot i or above: a parent ranks after its children (the worst is at the root). */
  private siftUp(i: number, doc: number, score: number): void {
    const { docs, scores } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(docs[parent]!, scores[parent]!, doc, score)) break;
      docs[i] = docs[parent]!;
      scores[i] = scores[parent]!;
      i = parent;
    }
    docs[i] = doc;
    scores[i] = score;
  }

  /** Replaces the root (the worst) with (doc, score) and restores the heap below it. */
  private siftDown(doc: number, score: number): void {
    const { docs, scores, size } = this;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      // The child that ranks later (the worse one) moves up.
      const worse = right < size && this.before(docs[left]!, scores[left]!, docs[right]!, scores[right]!) ? right : left;
      if (!this.before(doc, score, docs[worse]!, scores[worse]!)) break;
      docs[i] = docs[worse]!;
      scores[i] = scores[worse]!;
      i = worse;
    }
    docs[i] = doc;
    scores[i] = score;
  }
}
