import type { ListOverview } from '@trove/contracts';
import { api } from '../../lib/api-client.ts';

/**
 * The trending lists the lists collection shows (issue 15 §5); none for other collections. A
 * failed call leaves the panel out rather than the page: it is a pointer, not the search.
 */
export async function trendingListsFor(
  collectionKey: string,
  cookie: string | null,
): Promise<ListOverview[]> {
  if (collectionKey !== 'lists') return [];
  const answer = await api.list.trending({}, { cookie });
  return answer.ok ? answer.data.lists : [];
}
