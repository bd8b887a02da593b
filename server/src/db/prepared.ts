import { type Compilable, CompiledQuery } from 'kysely';
import type { Ctx } from '../ctx';
import type { Dialect } from './database';

/** How one compiled parameter is filled: from the call's arguments, or a constant of the query. */
type Slot = { arg: number } | { value: unknown };

interface Template {
  sql: string;
  slots: Slot[];
}

const sentinel = (i: number) => `\u0000arg${i}\u0000`;

/**
 * PostgreSQL statement names of the prepared queries' texts. A connection prepares a named
 * statement once and then only binds and executes it: planning the cart's add snapshot costs
 * about 1 ms of the database's CPU, four times running it (connect.ts names them).
 */
const statementNames = new Map<string, string>();
export const statementNameOf = (sql: string): string | undefined => statementNames.get(sql);

/**
 * A query on a hot path, built once with the query builder and then only re-bound. Building and
 * compiling a query with several subqueries costs several times what SQLite takes to run it, and
 * the text never changes: only the values do. `build` receives a placeholder per argument (a
 * string, whatever the argument's type) and must use each only as a bound value (in a
 * comparison, a `set`...), never to decide the shape of the query. The compiled text is kept per
 * dialect; each call binds its arguments in the compiled order. `compile` gives the bound query
 * without running it (for a synchronous SQLite transaction).
 */
export function prepared<Args extends (string | number)[], Row>(build: (ctx: Ctx, ...args: Args) => Compilable<Row>) {
  const templates = new Map<Dialect, Template>();
  const templateFor = (ctx: Ctx, arity: number): Template => {
    let t = templates.get(ctx.dialect);
    if (!t) {
      const marks = Array.from({ length: arity }, (_, i) => sentinel(i)) as unknown as Args;
      const compiled = build(ctx, ...marks).compile();
      const slots = compiled.parameters.map((p): Slot => {
        const i = (marks as unknown[]).indexOf(p);
        return i >= 0 ? { arg: i } : { value: p };
      });
      // Every argument must have become a bound parameter, or the text would hold a sentinel.
      if (compiled.sql.includes('\u0000') || marks.some((_, i) => !slots.some((s) => 'arg' in s && s.arg === i)))
        throw new Error('prepared(): every argument must be used as a bound value');
      t = ctx.dialect === 'postgres' ? withWholeNumbersWritten(compiled.sql, slots) : { sql: compiled.sql, slots };
      templates.set(ctx.dialect, t);
      if (ctx.dialect === 'postgres' && !statementNames.has(t.sql)) statementNames.set(t.sql, `larder_${statementNames.size + 1}`);
    }
    return t;
  };
  const compile = (ctx: Ctx, ...args: Args): CompiledQuery<Row> => {
    const t = templateFor(ctx, args.length);
    return CompiledQuery.raw(
      t.sql,
      t.slots.map((s) => ('arg' in s ? args[s.arg] : s.value)),
    );
  };
  const run = async (ctx: Ctx, ...args: Args): Promise<Row[]> => (await ctx.db.executeQuery<Row>(compile(ctx, ...args))).rows;
  /** The bound query, for a synchronous transaction (db/sync-sqlite.ts) to run. */
  run.compile = compile;
  return run;
}

/**
 * PostgreSQL: the query's own whole-number constants (a LIMIT, a flag such as `disabled = 0`) are
 * written into its text, and the remaining parameters numbered again. PostgreSQL plans a named
 * statement's first five runs with their values, then keeps a generic plan only if its estimated
 * cost is no worse. With `limit $4` the generic plan guessed the related products' count and cost
 * five times the custom one, so the product page's query was planned again on every run (about
 * 0.3 ms, more than running it). The arguments stay bound. (SQLite writes a LIMIT into the text
 * for its own reason: sqlite-literal-limits.ts.)
 */
function withWholeNumbersWritten(text: string, slots: Slot[]): Template {
  const kept: Slot[] = [];
  const replacement = slots.map((s) => {
    if ('value' in s && typeof s.value === 'number' && Number.isSafeInteger(s.value)) return s.value < 0 ? `(${s.value})` : String(s.value);
    kept.push(s);
    return `$${kept.length}`;
  });
  return { sql: text.replace(/\$(\d+)/g, (_, n: string) => replacement[Number(n) - 1]!), slots: kept };
}

/** A value as a PostgreSQL literal (what pg's escapeLiteral does: quotes doubled, E'' when a backslash is in it). */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.includes('\u0000')) throw new Error('inlined(): only strings, finite numbers and null');
  const quoted = `'${value.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
  return value.includes('\\') ? ` E${quoted}` : quoted;
}

/**
 * A bound PostgreSQL query with its values written into the text, to be sent together with other
 * statements in one simple-protocol message (`begin; …` or `…; commit`): one round trip instead of
 * two. Only for the few statements of a hot transaction whose text has no literal of its own.
 */
export function inlined(query: CompiledQuery): string {
  if (query.sql.includes("'")) throw new Error('inlined(): the query text has a literal of its own');
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]));
}

/**
 * A bound PostgreSQL query as SQL-level `prepare` and `execute` texts under `name`, so that it can
 * travel in one simple-protocol message with other statements and still be parsed and planned
 * once per connection (as `prepared()` queries are when sent alone). The query text may hold
 * literals of its own: only the values are written out, as `execute`'s arguments. A connection
 * that has not prepared `name` yet answers `execute` with SQLSTATE 26000.
 */
export function asExecute(query: CompiledQuery, name: string): { prepare: string; execute: string } {
  const args = query.parameters.map(literal).join(', ');
  return { prepare: `prepare ${name} as ${query.sql}`, execute: args ? `execute ${name}(${args})` : `execute ${name}` };
}

/** PostgreSQL's answer to `execute` of a statement this connection has not prepared. */
export const isNotPrepared = (err: unknown): boolean => (err as { code?: string } | null)?.code === '26000';
