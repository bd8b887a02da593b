/** A unique index refused a write (PostgreSQL 23505, SQLite's UNIQUE/PRIMARY KEY constraint). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
