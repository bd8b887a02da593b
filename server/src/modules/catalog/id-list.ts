import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database';

/**
 * A list of product ids as a subquery fed by one JSON parameter, for `where id in (...)` over
 * thousands of ids (a search for "ch" can match most of a 50,000-product catalogue), which as
 * one parameter per id would pass SQLite's and PostgreSQL's parameter limits.
 */
export function idListSubquery(dialect: Dialect, ids: string[]): RawBuilder<string> {
  return idListFromJson(dialect, JSON.stringify(ids));
}

/** The same from the list's JSON text, which may be a placeholder of a prepared query. */
export function idListFromJson(dialect: Dialect, json: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(select jsonb_array_elements_text(${json}::jsonb))`
    : sql<string>`(select value from json_each(${json}))`;
}
