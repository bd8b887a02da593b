import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';

/** What a synchronous transaction's body returns to roll back and let the caller take its async path. */
export const DECLINED = Symbol('the synchronous transaction declined');

/**
 * The SQLite connection behind the Kysely db, for a hot write that runs as one synchronous
 * transaction: nothing else can run in between, and none of the per-query promises of the async
 * path are paid (the busiest write, insertCartItems, spent about a third of its time there).
 *
 * Kysely's own transactions hold this same connection across awaits. While one is open,
 * `transaction` declines and the caller takes its async path, which queues behind it. A plain
 * Kysely query in flight leaves nothing open on the connection (better-sqlite3 runs each
 * statement to completion), so it is no obstacle.
 */
export class SyncSqlite {
  private readonly begin: SQLite.Statement;
  private readonly commit: SQLite.Statement;
  private readonly rollback: SQLite.Statement;

  constructor(
    private readonly raw: SQLite.Database,
    private readonly prepare: (sql: string) => SQLite.Statement,
  ) {
    this.begin = raw.prepare('begin');
    this.commit = raw.prepare('commit');
    this.rollback = raw.prepare('rollback');
  }

  /**
   * Runs `fn` in one transaction, synchronously. DECLINED (and nothing done) when the connection
   * is inside another transaction, or when `fn` returns DECLINED (what it wrote is rolled back).
   */
  transaction<T>(fn: () => T | typeof DECLINED): T | typeof DECLINED {
    if (this.raw.inTransaction) return DECLINED;
    this.begin.run();
    let result: T | typeof DECLINED;
    try {
      result = fn();
    } catch (err) {
      if (this.raw.inTransaction) this.rollback.run();
      throw err;
    }
    if (result === DECLINED) this.rollback.run();
    else this.commit.run();
    return result;
  }

  /**
   * One reading statement, at once: DECLINED when a transaction is open on the connection (its
   * uncommitted writes would be read). One statement is atomic by itself: a BEGIN and COMMIT
   * around it cost about 2 µs more, a quarter of the statement.
   */
  read<Row>(query: CompiledQuery<Row>): Row[] | typeof DECLINED {
    return this.raw.inTransaction ? DECLINED : this.rows(query);
  }

  /** Runs a compiled query; a statement that returns no rows gives []. */
  rows<Row>(query: CompiledQuery<Row>): Row[] {
    const stmt = this.prepare(query.sql);
    if (stmt.reader) return stmt.all(query.parameters) as Row[];
    stmt.run(query.parameters);
    return [];
  }
}
