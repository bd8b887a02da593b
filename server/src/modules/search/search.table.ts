/** The search module's table: its index as last built, kept with the database so a start can load it (decision 031). */
export interface SearchSnapshotTable {
  /** The catalogue's `cache_version` the index was built at (read before its products were). */
  catalog_version: number;
  /** The `stock` cache_version its in-stock flags were read at. */
  stock_version: number;
  /** The index, v8-serialised, deflated, base64 (text works the same on SQLite and PostgreSQL). */
  data: string;
}
