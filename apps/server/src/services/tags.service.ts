import {
  type AddTags,
  type AddTagsBody,
  type BulkDeleteTags,
  type BulkDeleteTagsBody,
  TAG_AUTOCOMPLETE,
  TAG_NAME_MAX,
  type TagTarget,
  type Tags,
  type UserTags,
  type UserTagsQuery,
  parseTagNames,
  storedTarget,
  tagLink,
} from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { type Caller, type CallerId, callerIdOf } from '../auth/caller.ts';
import { enforce } from '../domain/decision.ts';
import { invalid } from '../domain/errors.ts';
import { awardAchievements } from './achievements.service.ts';
import { isOwnRow, mayAdd, mayBulkRemove, mayChange } from './contribution-policy.ts';
import { requireTarget } from './contribution-target.ts';
import { pagingOf, userAndCaller, withTargets } from './contributions-of-user.ts';

/** Tags: reading them on a record or of a user, adding and removing them (spec 01 §5, §7; spec 02 §5–§7; ADR 015). */

export async function addTags(
  deps: ServiceDeps<'achievements' | 'content' | 'contributions' | 'tags'>,
  caller: Caller | null,
  human: boolean,
  body: AddTagsBody,
): Promise<AddTags> {
  const tags = body.tags.flatMap((tag) =>
    parseTagNames(tag.content).map((name) => ({ name, priv: tag.priv })),
  );
  if (tags.length === 0) throw invalid('The "tag" field is required');
  const tooLong = tags.find((tag) => tag.name.length > TAG_NAME_MAX);
  if (tooLong) throw invalid(`A tag must not be longer than ${TAG_NAME_MAX} characters.`);
  for (const tag of tags) enforce(mayAdd(caller, human, tag.priv));
  const callerId = callerIdOf(caller);
  for (const target of body.targets)
    await requireTarget(deps, storedTarget(target.type), String(target.id), target.id, callerId);
  // Only the tags really added are answered: a tag the caller already holds there, or a repeat in
  // this call, is skipped, so the bulk dialog can say that nothing was applied (spec 01 §8).
  const asked = body.targets.flatMap((target) => tags.map((tag) => ({ target, tag })));
  const ids = await deps.store.tags.addTagsOnce(
    callerId,
    asked.map(({ target, tag }) => ({
      name: tag.name,
      targetType: storedTarget(target.type),
      targetId: target.id,
      priv: tag.priv,
    })),
  );
  const items: AddTags['items'] = asked.flatMap(({ target, tag }, i) => {
    const id = ids[i];
    if (id === null || id === undefined) return [];
    return [
      {
        id,
        name: tag.name,
        user: caller ? { displayName: caller.displayName } : null,
        editable: caller !== null,
        mine: caller !== null,
        priv: tag.priv,
        subject: false,
        link: tagLink(tag.name, false, tag.priv),
        target,
      },
    ];
  });
  return { items, userAchievement: await awardAchievements(deps, caller, ['tags']) };
}

/** DELETE /tag/{id}: the owner's own tag; false when there is no such tag. */
export async function removeTag(
  deps: ServiceDeps<'tags'>,
  caller: Caller | null,
  id: number,
): Promise<boolean> {
  const [tag] = await deps.store.tags.tagsById([id]);
  if (!tag) return false;
  enforce(mayChange(caller, tag.userId));
  return (await deps.store.tags.deleteTags([tag])) === 1;
}

/**
 * POST /tag/bulkDelete: the named tags (public, private or both) on the targets. A data manager
 * removes anyone's; anyone else signed in only their own (ADR 015).
 */
export async function bulkRemoveTags(
  deps: ServiceDeps<'tags'>,
  caller: Caller | null,
  body: BulkDeleteTagsBody,
): Promise<BulkDeleteTags> {
  enforce(mayBulkRemove(caller, []));
  const byVisibility = new Map<boolean | null, string[]>();
  for (const tag of body.tags)
    byVisibility.set(tag.priv, [...(byVisibility.get(tag.priv) ?? []), ...parseTagNames(tag.content)]);
  if ([...byVisibility.values()].every((names) => names.length === 0))
    throw invalid('The "tag" field is required');
  const targets = body.targets.map((t) => ({ type: storedTarget(t.type), id: t.id }));
  const found = (
    await Promise.all(
      [...byVisibility].map(([priv, names]) => deps.store.tags.tagsOnTargets(targets, names, priv)),
    )
  ).flat();
  const unique = [...new Map(found.map((tag) => [tag.id, tag])).values()];
  const removable = caller?.roles.includes('dataManager')
    ? unique
    : unique.filter((tag) => tag.userId === caller?.userId);
  await deps.store.tags.deleteTags(removable);
  return {
    items: removable.map((tag) => ({
      id: tag.id,
      workId: tag.targetType === 'work' ? tag.targetId : null,
      content: tag.name,
    })),
  };
}

/** GET /tag?text=: up to 5 of the caller's own tag names starting with the text, after 1 character. */
export async function suggestTags(deps: ServiceDeps<'tags'>, caller: Caller | null, text: string) {
  const prefix = text.trim();
  if (caller === null || prefix.length < TAG_AUTOCOMPLETE.minChars) return { suggestions: [] };
  return {
    suggestions: await deps.store.tags.ownTagNamesStartingWith(caller.userId, prefix, TAG_AUTOCOMPLETE.max),
  };
}

/** The tags on a record (spec 02 §2, §7), filtered by the caller. */
export async function getTags(
  deps: ServiceDeps<'contributions' | 'tags'>,
  type: TagTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<Tags> {
  await requireTarget(deps, type, raw, id, callerId);
  const rows = await deps.store.tags.tagsOfTarget(type, id, callerId);
  return {
    tags: rows.map((row) => ({
      id: row.id,
      name: row.name,
      user: row.displayName === null ? null : { displayName: row.displayName },
      editable: isOwnRow(callerId, row.userId),
      mine: isOwnRow(callerId, row.userId),
      priv: row.priv === 1,
      subject: row.subject === 1,
      link: tagLink(row.name, row.subject === 1, row.priv === 1),
    })),
  };
}

/** GET /tag/user/{user} (spec 03 §7, ADR 021). */
export async function userTags(
  deps: ServiceDeps<'accounts' | 'contributions' | 'tags'>,
  caller: Caller | null,
  username: string,
  query: UserTagsQuery,
): Promise<UserTags> {
  const { userId, callerId } = await userAndCaller(deps, caller, username);
  const { rows, total } = await deps.store.tags.tagsOfUser(userId, callerId, query, pagingOf(query));
  return {
    total,
    startPos: query.startPos,
    pageSize: query.pageSize,
    tags: (await withTargets(deps, rows)).map(({ row, target }) => ({
      id: row.id,
      name: row.name,
      priv: row.priv === 1,
      created: row.createdAt,
      target,
    })),
  };
}
