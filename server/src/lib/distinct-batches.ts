/**
 * Work items run in batches, one batch at a time, with no two items of one key in a batch: an
 * item waits while another of its key is queued before it or in flight, so items of one key run
 * in the order they came. What arrives while a batch is out goes in the next, so batches grow
 * with the load and an item that arrives when nothing is out is sent at once, alone.
 */
export class DistinctBatches<T, R> {
  private queue: { item: T; resolve: (r: R | Promise<R>) => void; reject: (err: unknown) => void }[] = [];
  private sending = false;

  constructor(
    /**
     * Runs a batch; answers one result per item, in the items' order. A result may be a promise:
     * the batch is over when the list is answered, and that item's answer follows on its own.
     */
    private readonly run: (items: T[]) => Promise<(R | Promise<R>)[]>,
    private readonly keyOf: (item: T) => string,
    private readonly maxItems = 64,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.sending) this.send();
    });
  }

  private send(): void {
    const keys = new Set<string>();
    const batch: typeof this.queue = [];
    const left: typeof this.queue = [];
    for (const q of this.queue) {
      const key = this.keyOf(q.item);
      // A later item of a key already seen stays behind it, as does everything past the limit.
      if (batch.length < this.maxItems && !keys.has(key)) batch.push(q);
      else left.push(q);
      keys.add(key);
    }
    this.queue = left;
    this.sending = true;
    let running: Promise<(R | Promise<R>)[]>;
    try {
      running = this.run(batch.map((q) => q.item));
    } catch (err) {
      running = Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    running
      .then((results) => {
        if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((q, i) => q.resolve(results[i]!));
      })
      .catch((err: unknown) => {
        for (const q of batch) q.reject(err);
      })
      .finally(() => {
        this.sending = false;
        if (this.queue.length) this.send();
      });
  }
}
