import { FollowSchema, LIST_LIMITS, MESSAGES, TrendingListsSchema } from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';
import { type RoleName, callAs, listWorld, peopleList } from './list-world.ts';

/**
 * Following lists and the trending lists (spec 03 §4 Follow/unfollow, §6, §7; ADR 038): follows
 * are idempotent, their count exact under concurrent follows and unfollows, and trending ranks
 * public lists by recent follows, additions and views.
 */

const FOLLOWERS = 12;

describe.each(await storesUnderTest())('following a list on %s', (dialect) => {
  const w = listWorld(dialect);
  const crowd: Visitor[] = [];
  const rows = async (listId: number) =>
    (
      await queryBuilderOf(w.store)
        .selectFrom('listFollower')
        .select('userId')
        .where('listId', '=', listId)
        .execute()
    ).length;

  beforeAll(async () => {
    // Sign-up is rate limited per server: the crowd signs up on servers of its own, over the same store.
    let signer: FastifyInstance | undefined;
    for (let i = 0; i < FOLLOWERS; i++) {
      if (i % 6 === 0) signer = await testApp(w.store);
      crowd.push(await signedUpVisitor(signer!, w.store, `reader${i}@example.org`));
      if (i % 6 === 5 || i === FOLLOWERS - 1) await signer!.close();
    }
  });

  it('follows and stops following idempotently, answering the exact count', async () => {
    const { listId } = await peopleList(w);
    const follow = () => callAs(w, 'stranger', 'POST', `/api/list/${listId}/follow`);
    const stop = () => callAs(w, 'stranger', 'POST', `/api/list/${listId}/stopFollowing`);
    // The list has one follower already.
    expect(FollowSchema.parse((await follow()).json())).toEqual({
      followerCount: 2,
      currentUserAFollower: true,
    });
    expect((await follow()).json()).toEqual({ followerCount: 2, currentUserAFollower: true });
    expect((await stop()).json()).toEqual({ followerCount: 1, currentUserAFollower: false });
    expect((await stop()).json()).toEqual({ followerCount: 1, currentUserAFollower: false });
    expect(await rows(listId)).toBe(1);
  });

  it('refuses the owner and the list’s collaborators, who need not follow (ADR 038)', async () => {
    const { listId } = await peopleList(w);
    for (const who of ['owner', 'administrator', 'collaborator'] as const) {
      const res = await callAs(w, who, 'POST', `/api/list/${listId}/follow`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: MESSAGES.noPermission });
    }
    expect(await rows(listId)).toBe(1);
  });

  it('keeps the count exact when many people follow at once', async () => {
    const listId = (await peopleList(w)).listId;
    await callAs(w, 'follower', 'POST', `/api/list/${listId}/stopFollowing`);
    const answers = await Promise.all(
      crowd.map((v) => browserCall(w.app, v, 'POST', `/api/list/${listId}/follow`)),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers[0]?.body,
    ).toEqual(crowd.map(() => 200));
    const counts = answers.map((a) => FollowSchema.parse(a.json()).followerCount);
    // Each answer counts at least its own follow and at most everyone's; the last sees them all.
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of counts) expect(n).toBeLessThanOrEqual(FOLLOWERS);
    expect(Math.max(...counts)).toBe(FOLLOWERS);
    expect(await rows(listId)).toBe(FOLLOWERS);

    // One person following and unfollowing at once while the others all stop: the count stays exact.
    const [first, ...others] = crowd;
    const storm = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        browserCall(w.app, first!, 'POST', `/api/list/${listId}/${i % 2 === 0 ? 'follow' : 'stopFollowing'}`),
      ),
      ...others.map((v) => browserCall(w.app, v, 'POST', `/api/list/${listId}/stopFollowing`)),
    ]);
    expect(storm.every((res) => res.statusCode === 200)).toBe(true);
    const settled = await rows(listId);
    expect([0, 1]).toContain(settled);
    expect((await browserCall(w.app, first!, 'POST', `/api/list/${listId}/follow`)).json()).toEqual({
      followerCount: 1,
      currentUserAFollower: true,
    });
    expect((await browserCall(w.app, first!, 'POST', `/api/list/${listId}/stopFollowing`)).json()).toEqual({
      followerCount: 0,
      currentUserAFollower: false,
    });
  });
});

describe.each(await storesUnderTest())('trending lists on %s', (dialect) => {
  const w = listWorld(dialect);
  const db = () => queryBuilderOf(w.store);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const trending = async (who: RoleName) =>
    TrendingListsSchema.parse((await callAs(w, who, 'GET', '/api/list/trendingLists')).json()).lists;

  /** A list of the owner's with `views` views on a day `viewedDaysAgo`, and `items` added now. */
  async function listWith(
    title: string,
    activity: { views?: number; viewedDaysAgo?: number; items?: number; priv?: boolean },
  ): Promise<number> {
    const listId = await w.store.lists.insertUserList({
      userId: w.userIds.owner,
      title,
      priv: activity.priv ?? false,
    });
    if (activity.views)
      await db()
        .insertInto('listViewDay')
        .values({ listId, day: daysAgo(activity.viewedDaysAgo ?? 0).slice(0, 10), views: activity.views })
        .execute();
    for (let i = 0; i < (activity.items ?? 0); i++)
      await w.store.lists.addListItem({
        listId,
        targetType: 'uri',
        targetId: null,
        url: `https://example.org/${i}`,
        title: `${i}`,
        createdBy: w.userIds.owner,
      });
    return listId;
  }

  it('answers nothing while no list has any activity', async () => {
    await listWith('Quiet', {});
    expect(await trending('anonymous')).toEqual([]);
  });

  it('ranks public lists by recent follows, additions and views, leaving out private, quiet and old ones', async () => {
    const viewed = await listWith('Viewed', { views: 3 });
    const added = await listWith('Added to', { items: 2 });
    const followed = await listWith('Followed', {});
    for (const who of ['stranger', 'follower', 'asker', 'blocked'] as const)
      await callAs(w, who, 'POST', `/api/list/${followed}/follow`);
    await listWith('Private', { views: 100, priv: true });
    // Views on the window's edge count; older ones do not.
    const edge = await listWith('Edge', { views: 1, viewedDaysAgo: LIST_LIMITS.trendingDays - 1 });
    await listWith('Old views', { views: 50, viewedDaysAgo: LIST_LIMITS.trendingDays + 1 });
    const old = await listWith('Old additions', { items: 3 });
    await db()
      .updateTable('listItem')
      .set({ createdAt: daysAgo(LIST_LIMITS.trendingDays + 2) })
      .where('listId', '=', old)
      .execute();
    const oldFollow = await listWith('Old follow', {});
    await callAs(w, 'stranger', 'POST', `/api/list/${oldFollow}/follow`);
    await db()
      .updateTable('listFollower')
      .set({ createdAt: daysAgo(LIST_LIMITS.trendingDays + 2) })
      .where('listId', '=', oldFollow)
      .execute();
    // A pending request, which only the owner's row counts.
    await w.store.listPeople.fileJoinRequest(followed, w.userIds.member);

    const seen = await trending('stranger');
    expect(seen.map((l) => [l.name, l.id])).toEqual([
      ['Followed', followed],
      ['Viewed', viewed],
      ['Added to', added],
      ['Edge', edge],
    ]);
    expect(seen[0]).toMatchObject({
      priv: false,
      followerCount: 4,
      currentUserAFollower: true,
      role: null,
      editable: false,
      pendingCollaborationRequests: 0,
      userId: 'owner',
      author: { fullUserId: 'owner', displayName: 'A. Reader' },
    });
    expect(seen[2]).toMatchObject({ numItems: 2, currentUserAFollower: false });
    const owners = await trending('owner');
    expect(owners[0]).toMatchObject({
      role: 'OWNER',
      editable: true,
      currentUserAFollower: false,
      pendingCollaborationRequests: 1,
    });
    expect((await trending('anonymous')).map((l) => l.id)).toEqual(seen.map((l) => l.id));
  });

  it('answers at most the top ten', async () => {
    for (let i = 0; i < LIST_LIMITS.trending + 2; i++) await listWith(`Busy ${i}`, { views: 100 + i });
    const lists = await trending('anonymous');
    expect(lists).toHaveLength(LIST_LIMITS.trending);
    expect(lists[0]?.name).toBe(`Busy ${LIST_LIMITS.trending + 1}`);
  });
});
