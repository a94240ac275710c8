import { data } from 'react-router';
import type { z } from 'zod';
import { apiGet } from '../../lib/api.ts';

export type RecordResult<T> = { record: T; status: 200 } | { record: null; status: number };

/** One record by its API path; not found (404), deleted (410) and failures become page states. */
export async function loadRecord<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<RecordResult<z.infer<S>>> {
  const result = await apiGet(path, schema);
  if (result.ok) return { record: result.data, status: 200 };
  return { record: null, status: result.status === 404 || result.status === 410 ? result.status : 502 };
}

/** The loader's answer, with the record's HTTP status so crawlers see a real 404. */
export function respond<B extends { status: number }>(body: B) {
  return data(body, body.status === 200 ? undefined : { status: body.status });
}
