/**
 * The Node flags the server runs with, however it is started (`npm start`, the bench, several
 * processes): one place, so what is measured is what is run (decision 036).
 *
 * `--max-old-space-size`: V8 lets garbage pile up before a full collection by a factor of the live
 * heap that depends on the heap's limit: up to 4× under Node's default limit (a share of the
 * machine's memory, gigabytes here), less under a limit of about a gigabyte. A burst of searches
 * then peaks at about 170 MB instead of 250 MB on a small catalogue, at the same throughput. The
 * live heap at 200,000 products is a fraction of the limit; `LARDER_MAX_HEAP_MB` raises it for a
 * much larger catalogue.
 *
 * `--no-allocation-site-pretenuring`: V8 allocates straight into the old space the objects of a
 * site whose objects it has seen survive a young collection. Under a burst of adds to cart on
 * PostgreSQL the rows of a batch's snapshot are alive while the batch is out, so their sites
 * (pg's row parser among them) were pretenured: the old space grew 30 MB a second and a full
 * collection ran every second, stopping the server up to 10 ms. Without it the same run had a
 * third of the full collections and the add's p99 went from 26-28 ms to 16-19 ms (decision 061).
 */
export function serverNodeFlags(env = process.env) {
  const raw = env.LARDER_MAX_HEAP_MB ?? '1024';
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 256)
    throw new Error(`LARDER_MAX_HEAP_MB must be a whole number of megabytes, at least 256 (got ${raw})`);
  return [`--max-old-space-size=${mb}`, '--no-allocation-site-pretenuring'];
}
