import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { createTestStore, type TestDialect, queryBuilderOf } from '@trove/db/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { type SearchingApp, searchingApp } from './helpers.ts';

/**
 * The world of the input-limit tests (ADR 024): seeded records, the site's configuration, and a
 * data manager, who may make every call, so a refusal can only come from the input itself.
 */
export interface InputWorld {
  store: Store;
  running: SearchingApp;
  ids: Fixtures;
  /** An edition of ids.bookId. */
  versionId: number;
  manager: Visitor;
  /** A call as the data manager's browser makes it. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function inputWorld(dialect: TestDialect): Promise<InputWorld> {
  const store = await createTestStore(dialect);
  const ids = await seedFixtures(store);
  await seedConfiguration(store);
  await seedCatalogueContent(store, { synthetic: false });
  const downloadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-input-'));
  const running = await searchingApp(store, { downloadsDir });
  const manager = await signedUpVisitor(running.app, store, 'manager@example.org', 'dataManager');
  const version = await queryBuilderOf(store)
    .selectFrom('version')
    .select('id')
    .where('workId', '=', ids.bookId)
    .executeTakeFirstOrThrow();
  return {
    store,
    running,
    ids,
    versionId: version.id,
    manager,
    call: (method, url, payload) => browserCall(running.app, manager, method, url, payload),
    close: async () => {
      await running.close();
      fs.rmSync(downloadsDir, { recursive: true, force: true });
    },
  };
}

/** The rows people write, counted: a refused call must leave every count as it was. */
export async function writtenRows(store: Store): Promise<Record<string, number>> {
  const tables = [
    'tag',
    'annotation',
    'userList',
    'listItem',
    'searchDownload',
    'userAccount',
    'regroupLog',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await queryBuilderOf(store)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
