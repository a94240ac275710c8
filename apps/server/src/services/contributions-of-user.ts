import { MESSAGES } from '@trove/contracts';
import { type ContributionTarget, type Paging, targetKey } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import type { Caller } from '../auth/caller.ts';
import { isOwner } from './contribution-policy.ts';

/**
 * GET /tag/user/{user} and GET /annotation/user/{user} (spec 03 §7, ADR 021): a user's public tags
 * and notes, or all of their own to themselves, a page at a time with the title of what each is on.
 */

/** The user asked about, and the caller as the store filters by: private rows only to their owner. */
export async function userAndCaller(deps: ServiceDeps<'accounts'>, caller: Caller | null, username: string) {
  const userId = await deps.store.accounts.userIdByName(username);
  if (userId === undefined) throw notFound(MESSAGES.notFound('user', username));
  return { userId, callerId: isOwner(caller, userId) ? userId : null };
}

export const pagingOf = (query: { startPos: number; pageSize: number }): Paging => ({
  offset: query.startPos,
  limit: query.pageSize,
});

/** Where a target's page is (a list's is /list/{id}, spec 03 §2). */
function pageOf(type: ContributionTarget, id: number, workId: number | null): string | null {
  switch (type) {
    case 'work':
      return `/work/${id}`;
    case 'version':
      return workId === null ? null : `/work/${workId}/version/${id}`;
    case 'person':
      return `/people/${id}`;
    case 'list':
      return `/list/${id}`;
  }
}

/** Each row with its target's title and page; a record that is gone has neither. */
export async function withTargets<T extends { targetType: ContributionTarget; targetId: number }>(
  deps: Pick<ServiceDeps<'contributions'>, 'store'>,
  rows: readonly T[],
) {
  const described = await deps.store.contributions.describeTargets(rows);
  return rows.map((row) => {
    const found = described.get(targetKey(row.targetType, row.targetId));
    return {
      row,
      target: {
        type: row.targetType,
        id: row.targetId,
        itemTitle: found?.title ?? null,
        link: found ? pageOf(row.targetType, row.targetId, found.workId) : null,
      },
    };
  });
}
