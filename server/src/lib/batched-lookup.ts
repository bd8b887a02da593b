/**
 * Concurrent lookups by key answered by one query per batch instead of one each. A lookup joins
 * the batch that is sent next, never one already sent, so its answer was read after it was
 * asked for. One batch is in flight at a time; what is asked meanwhile goes in the next, so
 * batches grow with the load and an idle lookup is sent at once.
 */
export class BatchedLookup<K, V> {
  private waiting = new Map<K, { resolve: (v: V) => void; reject: (err: unknown) => void }[]>();
  private sending = false;

  constructor(
    /** Reads the keys' values; a key it leaves out gets `missing`. */
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: V,
    private readonly maxKeys = 500,
  ) {}

  get(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.sending) this.send();
    });
  }

  private send(): void {
    this.sending = true;
    const batch = new Map<K, { resolve: (v: V) => void; reject: (err: unknown) => void }[]>();
    for (const [key, waiters] of this.waiting) {
      if (batch.size === this.maxKeys) break;
      batch.set(key, waiters);
    }
    for (const key of batch.keys()) this.waiting.delete(key);
    let loading: Promise<Map<K, V>>;
    try {
      loading = this.load([...batch.keys()]);
    } catch (err) {
      loading = Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    loading
      .then(
        (found) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key) ?? this.missing);
        },
        (err: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        this.sending = false;
        if (this.waiting.size) this.send();
      });
  }
}
