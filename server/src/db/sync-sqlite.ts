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
  private readonly dataVersion: SQLite.Statement;
  private readonly totalChanges: SQLite.Statement;

  constructor(
    private readonly raw: SQLite.Database,
    private readonly prepare: (sql: string) => SQLite.Statement,
  ) {
    this.begin = raw.prepare('begin');
    this.commit = raw.prepare('commit');
    this.rollback = raw.prepare('rollback');
    this.dataVersion = raw.prepare('pragma data_version').pluck();
    this.totalChanges = raw.prepare('select total_changes()').pluck();
  }

  /**
   * A stamp of everything committed to the database: it is the same on two calls only when no
   * row was written in between, by this connection (`total_changes()`: every row inserted,
   * updated or deleted, triggers included) or by any other (`data_version`, moved by another
   * connection's or process's commit). A write that is rolled back may move it too, which only
   * costs a read. DECLINED inside a transaction, whose writes are not committed yet. About 5 µs,
   * a quarter of a small query on a table.
   */
  changeStamp(): string | typeof DECLINED {
    if (this.raw.inTransaction) return DECLINED;
    return `${this.dataVersion.get() as number}.${this.totalChanges.get() as number}`;
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

  /** Runs a compiled query; a statement that returns no rows gives []. */
  rows<Row>(query: CompiledQuery<Row>): Row[] {
    const stmt = this.prepare(query.sql);
    if (stmt.reader) return stmt.all(query.parameters) as Row[];
    stmt.run(query.parameters);
    return [];
  }
}
