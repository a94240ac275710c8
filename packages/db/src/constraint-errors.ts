/**
 * Whether a failed statement broke a unique index, on either database: PostgreSQL's SQLSTATE
 * 23505 or SQLite's SQLITE_CONSTRAINT_UNIQUE (and the primary key's). Callers turn it into their
 * domain's conflict.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
