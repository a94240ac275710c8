/** An answer of the public API v3 (ADR 051): JSON-like, turned into JSON or XML only at the edge. */
export type V3Value = string | number | boolean | null | undefined | V3Value[] | V3Object;
export interface V3Object {
  [key: string]: V3Value;
}

/**
 * v3 leaves out what a record lacks rather than sending null: nulls, undefined values and empty
 * lists go, at every depth.
 */
export function compact<T extends V3Value>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: V3Object = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[key] = compact(v);
  }
  return out as T;
}

/** JSON lists stored as text ('["a","b"]'), read without throwing. */
export function listOf(json: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  } catch {
    return [];
  }
}

/** A JSON object stored as text, read without throwing. */
export function objectOf(json: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
