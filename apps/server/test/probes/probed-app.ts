import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, CATEGORY_NAMESPACE } from '@trove/contracts';
import { type ListItemTarget, type Store } from '@trove/db';
import { ensureIndex } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { BOOKSHOPS } from '../../src/content/bookshops.ts';
import { seedCatalogueContent, seedConfiguration } from '../../src/content/seed.ts';
import { grantRole } from '../../src/auth/role-admin.ts';
import { signedUpVisitor } from '../auth-visitor.ts';
import { type Fixtures, seedFixtures } from '../fixtures.ts';
import { TEST_CONFIG } from '../helpers.ts';
import { humanCookieValue } from '../human-check.ts';
import type { CallerAccounts } from './inject-probe.ts';
import { searchQuery } from './search-query.ts';
import { type ProbeContext } from './request-arbitrary.ts';
import { type ProbedRoute, routeRecorder } from './route-table.ts';
import { queryBuilderOf } from '@trove/db/test-support';

/** The seeded app the endpoint properties run against, with what the generators need to know of it. */
export interface ProbedApp {
  app: FastifyInstance;
  store: Store;
  routes: ProbedRoute[];
  accounts: CallerAccounts;
  context: ProbeContext;
  close(): Promise<void>;
}

/** The routes the server registers, read from a server built over the store without an index. */
export async function registeredRoutes(store: Store): Promise<ProbedRoute[]> {
  const recorder = routeRecorder();
  const app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, onRoute: recorder.onRoute });
  await app.close();
  return recorder.routes();
}

/**
 * A server over the store with the fixtures, the site's content, a search index, a reader and a
 * data manager who signed up, and a browser that passed the human check.
 */
export async function probedApp(store: Store): Promise<ProbedApp> {
  const ids = await seedFixtures(store);
  await seedConfiguration(store);
  await seedCatalogueContent(store, { synthetic: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-probes-'));
  const engine = (await ensureIndex(store, path.join(dir, 'search-index.sqlite'))).engine;
  const recorder = routeRecorder();
  const app = await buildApp({
    store,
    searchEngine: engine,
    config: { ...TEST_CONFIG, downloadsDir: path.join(dir, 'downloads') },
    onRoute: recorder.onRoute,
  });
  // Staff too: staff cannot delete their account (ADR 041), which would end the probe's callers.
  await signedUpVisitor(app, store, 'reader@example.org', 'staff');
  await signedUpVisitor(app, store, 'manager@example.org', 'dataManager');
  // The manager moderates too, so the moderation calls are probed past their role check (ADR 045).
  await grantRole(store, 'manager@example.org', 'contentManager');
  await grantRole(store, 'manager@example.org', 'staff');
  const accounts: CallerAccounts = {
    humanCookie: await humanCookieValue(app),
    userIds: {
      reader: (await store.accounts.userIdByName('reader'))!,
      dataManager: (await store.accounts.userIdByName('manager'))!,
    },
  };
  const versions = await queryBuilderOf(store).selectFrom('version').select('id').execute();
  const listItemIds = await probedLists(store, accounts.userIds, ids, versions[0]?.id ?? 0);
  const recordIds = [...Object.values(ids), ...versions.map((v) => v.id)];
  const categoryKeys = CATEGORIES.map((c) => c.key);
  const context: ProbeContext = {
    known: {
      id: recordIds,
      versionId: recordIds,
      target: recordIds,
      workIds: [recordIds],
      version: recordIds.map(String),
      item: listItemIds,
      user: ['reader', 'manager'],
      username: ['reader', 'manager'],
      category: [...categoryKeys, 'all', '-1'],
      ns: [CATEGORY_NAMESPACE],
      key: [...categoryKeys, 'home', 'credits'],
      bookshopId: BOOKSHOPS.map((b) => b.id),
      name: fs.readdirSync(path.join(import.meta.dirname, '../../src/content/assets')),
    },
    searchQuery,
    formFields: ['login', 'password', 'email', 'displayName', 'backurl', 'form'],
  };
  return {
    app,
    store,
    routes: recorder.routes(),
    accounts,
    context,
    close: async () => {
      await app.close();
      await engine.close();
      await store.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Lists for the list calls to find (their ids are small, as record ids are): the reader's public
 * collaborative list with an item of every type, the manager a collaborator on it, and the
 * manager's private list. Answers the items' ids.
 */
async function probedLists(
  store: Store,
  users: CallerAccounts['userIds'],
  ids: Fixtures,
  versionId: number,
): Promise<number[]> {
  const { lists } = store;
  const open = await lists.insertUserList({
    userId: users.reader,
    title: 'Probed list',
    collaborative: true,
  });
  const hidden = await lists.insertUserList({
    userId: users.dataManager,
    title: 'Probed private',
    priv: true,
  });
  await queryBuilderOf(store)
    .insertInto('listCollaborator')
    .values({
      listId: open,
      userId: users.dataManager,
      role: 'COLLABORATOR',
      createdAt: new Date().toISOString(),
    })
    .execute();
  const items: number[] = [];
  const add = (listId: number, targetType: ListItemTarget, targetId: number | null, by: number) =>
    lists.addListItem({
      listId,
      targetType,
      targetId,
      createdBy: by,
      url: targetId === null ? 'https://example.org/' : null,
      title: 'Probed page',
    });
  items.push(await add(open, 'work', ids.bookId, users.reader));
  items.push(await add(open, 'article', ids.articleId, users.reader));
  items.push(await add(open, 'person', ids.personId, users.dataManager));
  items.push(await add(open, 'version', versionId, users.reader));
  items.push(await add(open, 'website', ids.websiteId, users.reader));
  items.push(await add(open, 'uri', null, users.dataManager));
  items.push(await add(hidden, 'work', ids.cartoonId, users.dataManager));
  return items;
}
