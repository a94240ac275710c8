import {
  AddListItemsSchema,
  AddTagsSchema,
  AnnotationSchema,
  DEFAULT_ACHIEVEMENTS,
  ProfileInfoSchema,
} from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ENVIRONMENT } from '../src/content/application.ts';
import { seedConfiguration } from '../src/content/seed.ts';
import { CONFIG_KEYS } from '../src/content/stored.ts';
import { Visitor, browserCall } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { TEST_CONFIG } from './helpers.ts';

const PASSWORD = 'correct horse battery';

describe.each(await storesUnderTest())('achievements on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;
  let ids: Fixtures;

  const earnedIds = (answer: { userAchievement: { achievements: { id: string }[] } | null }) =>
    answer.userAchievement?.achievements.map((a) => a.id) ?? null;

  async function signedUp(email: string): Promise<Visitor> {
    const visitor = new Visitor(app);
    await visitor.signUp(email, PASSWORD);
    return visitor;
  }
  async function tag(visitor: Visitor, content: string) {
    const res = await browserCall(app, visitor, 'POST', '/api/tag', {
      targets: [{ type: 'work', id: ids.bookId }],
      tags: [{ content, priv: false }],
    });
    expect(res.statusCode).toBe(200);
    return AddTagsSchema.parse(res.json());
  }
  async function note(visitor: Visitor, content: string) {
    const res = await browserCall(app, visitor, 'POST', '/api/annotation/work', {
      target: ids.bookId,
      content,
      priv: true,
    });
    expect(res.statusCode).toBe(200);
    return AnnotationSchema.parse(res.json());
  }

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('offers the catalogue in the environment configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/configuration/environment' });
    expect(res.json().achievements).toEqual(DEFAULT_ACHIEVEMENTS);
  });

  it('announces a milestone with the write that reaches it, once', async () => {
    const reader = await signedUp('tagger@example.org');
    const first = await tag(reader, 'Federation');
    expect(first.userAchievement).toEqual({
      achievements: [
        {
          id: 'first-tag',
          name: 'First tag',
          description: 'You added your first tag.',
          earned: expect.any(String),
        },
      ],
    });
    expect((await tag(reader, 'Constitution')).userAchievement).toBeNull();
    // Eight more in one call make ten.
    expect(earnedIds(await tag(reader, 'a, b, c, d, e, f, g, h'))).toEqual(['tags-10']);

    // Removing the first tag and adding it again earns nothing twice.
    const removed = await browserCall(app, reader, 'DELETE', `/api/tag/${first.items[0]!.id}`);
    expect(removed.json()).toEqual({ result: true });
    expect((await tag(reader, 'Federation')).userAchievement).toBeNull();
  });

  it('counts a tag given again as nothing, so a milestone is not reached early', async () => {
    const reader = await signedUp('repeater@example.org');
    await tag(reader, 'Federation');
    for (let i = 0; i < 3; i += 1)
      expect((await tag(reader, 'federation, FEDERATION, Federation')).items).toEqual([]);
    // Nine tags, however many calls: no milestone yet.
    expect((await tag(reader, 'a, b, c, d, e, f, g, h')).userAchievement).toBeNull();
    expect(earnedIds(await tag(reader, 'i'))).toEqual(['tags-10']);
  });

  it('counts notes, lists and list items, and the profile holds every achievement earned', async () => {
    const reader = await signedUp('noter@example.org');
    expect(earnedIds(await note(reader, 'Read the preface'))).toEqual(['first-note']);
    const listed = await browserCall(app, reader, 'POST', '/api/list/addItems', {
      items: [
        { id: ids.bookId, type: 'work', format: 'Book' },
        { id: ids.cartoonId, type: 'work', format: 'Cartoon' },
      ],
      lists: [{ name: 'Essay sources', priv: true }],
    });
    expect(listed.statusCode).toBe(200);
    expect(earnedIds(AddListItemsSchema.parse(listed.json()))).toEqual(['first-list']);

    const profile = ProfileInfoSchema.parse(
      (await browserCall(app, reader, 'GET', '/api/profile/info')).json(),
    );
    expect(profile.userAchievement.achievements.map((a) => a.id)).toEqual(['first-note', 'first-list']);
  });

  it('follows the catalogue an operator configured', async () => {
    await store.content.setConfigEntry(
      CONFIG_KEYS.environment,
      JSON.stringify({
        ...ENVIRONMENT,
        achievements: [
          {
            id: 'notes-3',
            name: 'Three notes',
            description: 'Three notes made.',
            measure: 'notes',
            threshold: 3,
          },
        ],
      }),
    );
    try {
      const reader = await signedUp('configured@example.org');
      expect((await note(reader, 'One')).userAchievement).toBeNull();
      expect((await note(reader, 'Two')).userAchievement).toBeNull();
      expect((await note(reader, 'Three')).userAchievement?.achievements).toEqual([
        { id: 'notes-3', name: 'Three notes', description: 'Three notes made.', earned: expect.any(String) },
      ]);
    } finally {
      await store.content.setConfigEntry(CONFIG_KEYS.environment, JSON.stringify(ENVIRONMENT));
    }
  });

  it('records an achievement for an account only once, whichever write gets there first', async () => {
    const reader = await signedUp('racer@example.org');
    const profile = ProfileInfoSchema.parse(
      (await browserCall(app, reader, 'GET', '/api/profile/info')).json(),
    );
    const account = await queryBuilderOf(store)
      .selectFrom('userAccount')
      .select('id')
      .where('username', '=', profile.username)
      .executeTakeFirstOrThrow();
    const when = new Date().toISOString();
    const [a, b] = await Promise.all([
      store.achievements.recordAchievements(account.id, ['first-tag'], when),
      store.achievements.recordAchievements(account.id, ['first-tag'], when),
    ]);
    expect([...a, ...b]).toEqual(['first-tag']);
  });
});
