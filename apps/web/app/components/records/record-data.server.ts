import { data } from 'react-router';
import { type ApiResult, type DeletedDetails, DeletedDetailsSchema } from '@trove/contracts';
import { pageStatus } from '../../lib/page-status.ts';

export type RecordResult<T> =
  { record: T; status: 200 } | { record: null; status: number; deleted?: DeletedDetails | null };

/**
 * One record, from its call of the API client (asked with the visitor's cookie where a data manager
 * may see more); not found (404), deleted (410, with its details for data managers), refused and
 * failures become page states.
 */
export async function loadRecord<T>(call: Promise<ApiResult<T>>): Promise<RecordResult<T>> {
  const result = await call;
  if (result.ok) return { record: result.data, status: 200 };
  const status = pageStatus(result);
  if (status !== 410) return { record: null, status };
  const deleted = DeletedDetailsSchema.safeParse(result.details);
  return { record: null, status, deleted: deleted.success ? deleted.data : null };
}

/** The loader's answer, with the record's HTTP status so crawlers see a real 404. */
export function respond<B extends { status: number }>(body: B) {
  return data(body, body.status === 200 ? undefined : { status: body.status });
}
