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

  /** Other connections' commits as last read (`data_version`), until the event loop's next turn. */
  private otherCommits: number | null = null;
  private readonly forgetOtherCommits = () => {
    this.otherCommits = null;
  };

  /**
   * A stamp of everything committed to the database: it is the same on two calls only when no
   * row was written in between, by this connection (`total_changes()`: every row inserted,
   * updated or deleted, triggers included) or by any other (`data_version`, moved by another
   * connection's or process's commit). A write that is rolled back may move it too, which only
   * costs a read. DECLINED inside a transaction, whose writes are not committed yet.
   *
   * `data_version` costs about 5 µs here (two fcntl and an fstat on the file), so it is read once
   * per turn of the event loop and kept until the next (setImmediate). That is still after every
   * call handled in the turn arrived: they were read from sockets the turn's poll reported, so a
   * commit by another process that a caller saw before asking was in before the stamp was read.
   * The server writes through this one connection, whose own writes `total_changes()` counts at
   * once (53 ns).
   */
  changeStamp(): string | typeof DECLINED {
    if (this.raw.inTransaction) return DECLINED;
    if (this.otherCommits === null) {
      this.otherCommits = this.dataVersion.get() as number;
      setImmediate(this.forgetOtherCommits);
    }
    return `${this.otherCommits}.${this.totalChanges.get() as number}`;
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
