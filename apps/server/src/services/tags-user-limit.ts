import { type SearchCriteria, USER_TAG_LIMIT, cleanSearchText } from '@trove/contracts';
import type { RecordIds, ResolvedLimits } from '@trove/search';
import type { CallerId } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';

/** Criteria with the limits only the store can answer resolved for one caller. */
export type CallerCriteria = SearchCriteria & { resolved?: ResolvedLimits };

/** A tag name as a search compares it: quotes and dashes as the search normalises them, case ignored. */
const comparable = (name: string) => cleanSearchText(name).toLowerCase();

/**
 * The user-tag limit (spec 01 §2.5, ADR 022): each value of `l-usertag` stands for the records the
 * caller tagged with that name, public or private, read from the store for this request, since the
 * search index is shared by every user and holds public tags only. An anonymous caller has no tags,
 * so the limit finds nothing; nobody else's tags, public or private, ever come into it.
 */
export async function withCallerTags(
  deps: ServiceDeps<'tags'>,
  criteria: SearchCriteria,
  callerId: CallerId,
): Promise<CallerCriteria> {
  const limit = criteria.limits.find((l) => l.key === USER_TAG_LIMIT);
  if (!limit) return criteria;
  const tagged = callerId === null ? [] : await deps.store.tags.recordsTaggedBy(callerId);
  // Keyed by what the caller typed: no prototype, so '__proto__' is a tag name like any other.
  const byValue: Record<string, RecordIds> = Object.create(null);
  for (const value of limit.values) {
    const wanted = comparable(value);
    const works = new Set<number>();
    const people = new Set<number>();
    for (const record of tagged) {
      if (comparable(record.name) !== wanted) continue;
      (record.kind === 'work' ? works : people).add(record.id);
    }
    byValue[value] = { works: [...works].sort((a, b) => a - b), people: [...people].sort((a, b) => a - b) };
  }
  return { ...criteria, resolved: { [USER_TAG_LIMIT]: byValue } };
}
