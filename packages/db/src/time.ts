/** Timestamps are stored as ISO-8601 UTC text so both databases compare and sort them alike. */
export function nowIso(): string {
  return new Date().toISOString();
}
