import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database';

/**
 * Rows of another table read as one JSON value inside a query, so a page's parts come back in
 * one round trip. SQLite and PostgreSQL spell the same functions differently.
 */

/** A JSON object of the columns of table alias `alias` (each key the column's name). */
export function jsonObjectOf(dialect: Dialect, alias: string, columns: readonly string[]): RawBuilder<unknown> {
  const pairs = sql.join(columns.map((c) => sql`${sql.lit(c)}, ${sql.ref(`${alias}.${c}`)}`));
  return dialect === 'postgres' ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
}

/** An aggregate: the JSON array of `value` over the group's rows, in `orderBy` order. */
export function jsonArrayAgg(dialect: Dialect, value: RawBuilder<unknown>, orderBy: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`json_agg(${value} order by ${orderBy})` : sql`json_group_array(${value} order by ${orderBy})`;
}

/** A JSON value from either engine: SQLite gives its text, pg decodes it itself; an aggregate of no rows is null on PostgreSQL. */
export function fromJson<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The keys of a row type as a list, checked against the type both ways at compile time. */
export function columnsOf<Row>(columns: Record<keyof Row, true>): (keyof Row & string)[] {
  return Object.keys(columns) as (keyof Row & string)[];
}
