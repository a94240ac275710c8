import { CATEGORIES, CATEGORY_NAMESPACE, TAG_SUMMARY_SORTS, TAG_VISIBILITY_FILTERS } from '@trove/contracts';
import { benchClient } from '../api-client.ts';
import { BOOKSHOPS } from '../../apps/server/src/content/bookshops.ts';

/** Words found in most records, real or synthetic: searches for them list records to take ids from. */
const COMMON_WORDS = ['australia', 'the', 'of'];

/**
 * Real values the running server holds, by the parameter names that take them, so generated calls
 * also reach records that exist: ids read from searches of every collection, the collections' keys.
 */
export async function knownValues(baseUrl: string): Promise<Record<string, readonly unknown[]>> {
  const ids = new Set<number>();
  const api = benchClient(baseUrl);
  for (const { key } of CATEGORIES) {
    for (const word of COMMON_WORDS) {
      const answer = await api.search.run({ category: key, keyword: word, pageSize: '20' });
      if (!answer.ok) continue;
      for (const match of JSON.stringify(answer.data).matchAll(/"(?:id|workId|versionId|personId)":(\d+)/g))
        ids.add(Number(match[1]));
    }
  }
  const recordIds = [...ids].slice(0, 400);
  const categories = CATEGORIES.map((c) => c.key);
  return {
    id: recordIds,
    versionId: recordIds,
    target: recordIds,
    workIds: [recordIds.slice(0, 3)],
    version: recordIds.map(String),
    nbdId: recordIds.map(String),
    user: ['fuzz-reader', 'fuzz-manager'],
    username: ['fuzz-reader', 'fuzz-manager'],
    // The profile's Lists tab set (ADR 039).
    tab: ['personal', 'collaborative', 'followed'],
    role: ['OWNER', 'ADMINISTRATOR', 'COLLABORATOR'],
    visibility: ['PERSONAL', 'PUBLIC', 'PRIVATE', ...TAG_VISIBILITY_FILTERS],
    // The profile's Tags tab (ADR 039).
    sort: [...TAG_SUMMARY_SORTS],
    // The profile's Notes tab (ADR 039): the note edited or removed, and what was done.
    edit: recordIds.slice(0, 20).map(String),
    remove: recordIds.slice(0, 20).map(String),
    done: ['saved', 'removed'],
    category: [...categories, 'all', '-1'],
    ns: [CATEGORY_NAMESPACE],
    key: [...categories, 'home', 'credits'],
    landingId: ['home', ...categories],
    bookshopId: BOOKSHOPS.map((b) => b.id),
    // Text correction (ADR 046): the versions an article starts from and is compared at.
    baseVersion: [0, 1],
    from: [0, 1],
    to: [0, 1, 2],
  };
}
