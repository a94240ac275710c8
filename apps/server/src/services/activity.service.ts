import { type ActivityItem, type ActivityPage, MESSAGES } from '@trove/contracts';
import type { ActivityContribution, ActivityKey } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound, refused } from '../domain/errors.ts';
import { catalogue } from './achievements.service.ts';
import { maySeeActivity } from './activity-policy.ts';
import { withTargets } from './contributions-of-user.ts';
import { maySeeProfile } from './profile-policy.ts';

/**
 * GET /profile/user/{username}/activity: a reader's activity feed (issue 16 §2 About; ADR 042),
 * their public contributions newest first. Private ones never show, not even to the reader: the
 * feed is what they have shared. A private profile is not found for those who may not see it;
 * activity the caller may not see is refused; a feed turned off answers nothing.
 */
export async function activityOf(
  deps: ServiceDeps<'accounts' | 'notifications' | 'contributions' | 'content'>,
  caller: Caller | null,
  username: string,
  query: { startPos: number; pageSize: number },
): Promise<ActivityPage> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  const settings = account && (await deps.store.notifications.feedSettingsOf(account.id));
  if (!account || !settings || !maySeeProfile(caller, account.id, settings.profilePublic))
    throw notFound(MESSAGES.notFound('user', username));
  if (!maySeeActivity(caller, account.id, settings)) throw refused();
  const page = { total: 0, startPos: query.startPos, pageSize: query.pageSize };
  if (!settings.feedEnabled) return { ...page, feedEnabled: false, items: [] };
  const { rows, total } = await deps.store.notifications.activityOf(account.id, settings.feedClearedAt, {
    offset: query.startPos,
    limit: query.pageSize,
  });
  return { ...page, total, feedEnabled: true, items: await described(deps, rows) };
}

/** Each key of a page with what it says and links to. */
async function described(
  deps: ServiceDeps<'notifications' | 'contributions' | 'content'>,
  keys: readonly ActivityKey[],
): Promise<ActivityItem[]> {
  const idsOf = (kind: ActivityKey['kind']) =>
    keys.filter((k) => k.kind === kind).map((k) => Number(k.itemKey));
  const found = await deps.store.notifications.activityRows({
    tags: idsOf('tag'),
    notes: idsOf('note'),
    lists: idsOf('list'),
  });
  const onTarget = async (rows: ActivityContribution[]) =>
    new Map(
      (await withTargets(deps, rows)).map(({ row, target }) => [
        row.id,
        { text: row.text, on: { title: target.itemTitle, link: target.link } },
      ]),
    );
  const [tags, notes] = await Promise.all([onTarget(found.tags), onTarget(found.notes)]);
  const lists = new Map(found.lists.map((l) => [l.id, l.title]));
  const achievements = keys.some((k) => k.kind === 'achievement')
    ? new Map((await catalogue(deps)).map((a) => [a.id, a.name]))
    : new Map<string, string>();
  const items: ActivityItem[] = [];
  for (const key of keys) {
    const base = { kind: key.kind, date: key.itemAt };
    const id = Number(key.itemKey);
    if (key.kind === 'tag' && tags.has(id)) items.push({ ...base, ...tags.get(id)!, link: null });
    else if (key.kind === 'note' && notes.has(id)) items.push({ ...base, ...notes.get(id)!, link: null });
    else if (key.kind === 'list' && lists.has(id))
      items.push({ ...base, text: lists.get(id)!, on: null, link: `/list/${id}` });
    else if (key.kind === 'achievement')
      items.push({ ...base, text: achievements.get(key.itemKey) ?? key.itemKey, on: null, link: null });
  }
  return items;
}
