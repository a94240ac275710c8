import { MESSAGES, type UserTagSummary, type UserTagSummaryQuery, tagLink } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { pagingOf } from './contributions-of-user.ts';
import { isOwnProfile, maySeePrivateContributions, maySeeProfile } from './profile-policy.ts';

/**
 * GET /tag/user/{user}/summary: the profile's Tags tab (spec 03 §2; ADR 039). Seen as the profile
 * is: a private profile is not found for anyone but its owner and viewers allowed to see private
 * profiles, and private tags show to those two only.
 */
export async function userTagSummary(
  deps: ServiceDeps<'accounts' | 'tags'>,
  caller: Caller | null,
  username: string,
  query: UserTagSummaryQuery,
): Promise<UserTagSummary> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  if (!account || !maySeeProfile(caller, account.id, account.profilePublic))
    throw notFound(MESSAGES.notFound('user', username));
  // The owner's id as viewer lets the store answer their private tags (visibility.ts).
  const viewer = maySeePrivateContributions(caller, account.id) ? account.id : null;
  const own = isOwnProfile(caller, account.id);
  const { rows, total } = await deps.store.tags.tagSummaryOfUser(account.id, viewer, query, pagingOf(query));
  return {
    total,
    startPos: query.startPos,
    pageSize: query.pageSize,
    tags: rows.map((row) => {
      const priv = row.priv === 1;
      // A private tag's search is the signed-in reader's own tags, so it leads somewhere only for its owner.
      return {
        name: row.name,
        priv,
        count: row.count,
        link: priv && !own ? null : tagLink(row.name, false, priv),
      };
    }),
  };
}
