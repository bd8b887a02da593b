import { randomFillSync } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database';

/**
 * Ids are cut from a buffer that the same CSPRNG fills 4 KB at a time, as Node's own randomUUID
 * does: randomBytes per id cost about 5 µs (a call into OpenSSL each time), a slice of the pool a
 * tenth of that.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** Random, unguessable identifier: 128 bits, URL-safe. */
export function randomId(bytes = 16): string {
  if (bytes > pool.length) throw new RangeError('randomId: at most 4096 bytes');
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const id = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return id;
}

/** Next name of a numbered series, e.g. nextName(db, 'ORD-') -> 'ORD-00042'. Safe under concurrency. */
export async function nextName(db: DbOrTrx, prefix: string, pad = 5): Promise<string> {
  const row = await db
    .insertInto('naming_series')
    .values({ prefix, seq: 1 })
    .onConflict((oc) => oc.column('prefix').doUpdateSet({ seq: sql<number>`naming_series.seq + 1` }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return `${prefix}${String(row.seq).padStart(pad, '0')}`;
}

/** Reserves `count` consecutive numbers of a series at once (bulk seeding). Returns the first. */
export async function reserveNames(db: DbOrTrx, prefix: string, count: number): Promise<number> {
  const row = await db
    .insertInto('naming_series')
    .values({ prefix, seq: count })
    .onConflict((oc) => oc.column('prefix').doUpdateSet({ seq: sql<number>`naming_series.seq + ${count}` }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return row.seq - count + 1;
}

export function formatName(prefix: string, n: number, pad = 5): string {
  return `${prefix}${String(n).padStart(pad, '0')}`;
}

/** Turns a display name into a URL slug: "Lamb Chops (Halal)" -> "lamb-chops-halal". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

export function nowIso(d: Date = new Date()): string {
  return d.toISOString();
}

let sequence = 0;

/**
 * An id that sorts in creation order (time, then a per-process counter), for ledgers listed by
 * (created_at, id): entries written in the same millisecond keep their order.
 */
export function sortableId(prefix: string, now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `${prefix}${now.getTime().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomId(4)}`;
}
